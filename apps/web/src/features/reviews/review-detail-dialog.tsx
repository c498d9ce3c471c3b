import { formatDate, formatName } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { localDay } from './review-date';
import type { TReview } from '@acolher/contracts/answers/reviews';

export function ReviewDetailDialog({
  review,
  onClose,
}: {
  review: TReview | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Detalhes da avaliação" size="lg">
        {review && (
          <div className="grid gap-4">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-sand-500">Psicólogo</dt>
                <dd className="text-[15px] font-semibold text-sand-900">
                  {formatName(review.psychologist?.name) || 'Sem nome'}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-sand-500">Data</dt>
                <dd className="text-[15px] font-semibold text-sand-900">
                  {formatDate(localDay(review.createdAt))}
                </dd>
              </div>
            </dl>
            <p className="rounded-xl bg-sand-50 p-4 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-sand-800">
              {review.review?.trim() ? review.review : 'Sem avaliação'}
            </p>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
