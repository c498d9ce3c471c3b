import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReviewCreate } from '@acolher/contracts/reviews';
import { api } from '@/lib/api';
import type { TReview, TReviewsAnswer } from '@acolher/contracts/answers/reviews';
import { queryKeys } from '@/lib/query-keys';

const reviewKeys = queryKeys.reviews;

export const reviewsQuery = (collaboratorUuid: string) =>
  queryOptions({
    queryKey: reviewKeys.list(collaboratorUuid),
    queryFn: ({ signal }) => api.get<TReviewsAnswer>(`/reviews/${collaboratorUuid}`, { signal }),
    retry: (count, error) =>
      count < 1 &&
      !(
        error instanceof Error &&
        'status' in error &&
        [403, 404].includes((error as { status: number }).status)
      ),
  });

export function useReviews(collaboratorUuid: string) {
  return useQuery(reviewsQuery(collaboratorUuid));
}

export function useCreateReview(collaboratorUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TReviewCreate) => api.post<TReview>('/reviews', input),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.list(collaboratorUuid) }),
  });
}
