import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, NotebookPen, Plus } from 'lucide-react';
import { formatDate, formatName } from '@acolher/contracts/format';
import { useSession } from '@/app/use-session';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useReviews, reviewsQuery } from '@/features/reviews/api';
import type { TReview } from '@acolher/contracts/answers/reviews';
import { AddReviewDialog } from '@/features/reviews/add-review-dialog';
import { ReviewDetailDialog } from '@/features/reviews/review-detail-dialog';
import { localDay } from '@/features/reviews/review-date';
import { PatientEvolution } from '@/features/measures/patient-evolution';
import { pageData } from '@/app/page-data';

export const loader = pageData('psychologist', ({ collaboratorUuid = '' }) => [
  reviewsQuery(collaboratorUuid),
]);

export default function ReviewsPage() {
  const { collaboratorUuid = '' } = useParams();
  const { user } = useSession('psychologist');
  const reviews = useReviews(collaboratorUuid);
  const [adding, setAdding] = useState(false);
  const [detail, setDetail] = useState<TReview | null>(null);
  const name = reviews.data?.collaborator?.name ? formatName(reviews.data.collaborator.name) : 'Colaborador';
  const forbidden = reviews.error instanceof ApiError && (reviews.error.status === 403 || reviews.error.status === 404);

  return (
    <>
      <PageHeader
        title={`Avaliações de ${name}`}
        description="Anotações sigilosas sobre os atendimentos. Cada leitura fica registrada."
        back={
          <Link to="/psychologist/app/dashboard" className={buttonClass('ghost', 'sm', 'justify-self-start')}>
            <ArrowLeft aria-hidden /> Voltar
          </Link>
        }
        actions={
          !forbidden && (
            <Button onClick={() => setAdding(true)} disabled={!reviews.data}>
              <Plus aria-hidden /> Adicionar avaliação
            </Button>
          )
        }
      />
      {reviews.isPending ? (
        <SkeletonList rows={3} />
      ) : forbidden ? (
        <ErrorState title="Você não pode ver estas avaliações." description="Só quem atende ou já atendeu este colaborador tem acesso às anotações sobre ele." />
      ) : reviews.isError ? (
        <ErrorState onRetry={() => void reviews.refetch()} retrying={reviews.isRefetching} />
      ) : reviews.data.reviews.length === 0 ? (
        <EmptyState icon={NotebookPen} title="Não há avaliações." />
      ) : (
        <ul className="grid gap-3">
          {reviews.data.reviews.map((r) => (
            <li key={r.uuid}>
              <button
                type="button"
                onClick={() => setDetail(r)}
                className="grid w-full cursor-pointer gap-2 rounded-2xl border border-sand-200 bg-white p-4 text-left shadow-soft transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-bold text-sand-900">{formatName(r.psychologist?.name) || 'Sem nome'}</span>
                  <span className="text-sm font-medium text-sand-500 tabular-nums">{formatDate(localDay(r.createdAt))}</span>
                </span>
                <span className="line-clamp-2 text-[15px] break-words text-sand-700">{r.review?.trim() ? r.review : 'Sem descrição'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!forbidden && <PatientEvolution collaboratorUuid={collaboratorUuid} />}
      <AddReviewDialog open={adding} onOpenChange={setAdding} collaboratorUuid={collaboratorUuid} psychologistUuid={user.uuid} />
      <ReviewDetailDialog review={detail} onClose={() => setDetail(null)} />
    </>
  );
}
