import { Receipt } from 'lucide-react';
import type { TPurchase } from '@acolher/contracts/answers/purchases';
import { formatDate, formatMoney } from '@acolher/contracts/format';
import { purchaseStatusLabel } from '@acolher/contracts/labels';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { StatusDot, type StatusTone } from '@/components/ui/status-dot';
import { usePurchases } from '../api/purchases-query';
import { creditsLabel } from './package-chooser';
import { LoadMore } from '@/components/load-more';

const TONE: Record<string, StatusTone> = { yellow: 'pending', green: 'success', red: 'danger' };

export function PurchaseHistory({ collaboratorUuid }: { collaboratorUuid: string }) {
  const q = usePurchases(collaboratorUuid);
  return (
    <section aria-labelledby="historico-compras" className="grid gap-4">
      <h2 id="historico-compras" className="text-lg font-bold">
        Histórico de compras
      </h2>
      {q.isPending ? (
        <SkeletonList rows={3} />
      ) : q.isError ? (
        <ErrorState
          title="Não foi possível carregar suas compras."
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : !q.data?.length ? (
        <EmptyState
          icon={Receipt}
          title="Você ainda não comprou créditos."
          description="Suas compras aparecem aqui, com o valor e a situação do pagamento."
        />
      ) : (
        <ul className="grid gap-2.5" aria-label="Compras">
          {q.data.map((p) => (
            <PurchaseRow key={p.uuid} purchase={p} />
          ))}
        </ul>
      )}
      {q.data && !q.isError && <LoadMore query={q} />}
    </section>
  );
}

function PurchaseRow({ purchase }: { purchase: TPurchase }) {
  const status = purchaseStatusLabel(purchase.status);
  return (
    <li className="grid grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-1 rounded-card border border-sand-200/80 bg-white px-4 py-3.5 shadow-soft sm:grid-cols-[auto_1fr_auto_auto] sm:px-5">
      <span className="row-span-2 grid size-11 place-items-center rounded-full bg-brand-50 text-brand-700 sm:row-span-1">
        <Receipt className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0">
        <span className="font-bold text-sand-900">{creditsLabel(purchase.amount)}</span>
        <span className="text-sm text-sand-600">{formatDate(purchase.createdAt)}</span>
      </div>
      <span className="text-right font-bold text-sand-900 sm:order-last sm:min-w-28">
        {formatMoney(purchase.price)}
      </span>
      <StatusDot
        tone={TONE[status.tone] ?? 'unknown'}
        label={status.label}
        className="col-start-2 sm:col-start-auto sm:justify-self-end"
      />
    </li>
  );
}
