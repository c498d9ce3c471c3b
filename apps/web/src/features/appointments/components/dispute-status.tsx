import { CheckCircle2, Hourglass, XCircle } from 'lucide-react';
import { formatDate } from '@acolher/contracts/format';
import type { TDispute } from '@acolher/contracts/answers/session-outcomes';
import { cn } from '@/lib/cn';

const STATE = {
  open: {
    title: 'Contestação em análise',
    text: 'A administração analisa o que aconteceu e avisa você quando decidir.',
    icon: Hourglass,
    box: 'border-yellow-200 bg-yellow-50 text-yellow-900',
  },
  refunded: {
    title: 'Contestação aceita',
    text: 'O crédito desta sessão foi devolvido ao seu saldo.',
    icon: CheckCircle2,
    box: 'border-green-200 bg-green-50 text-green-900',
  },
  kept: {
    title: 'Contestação não aceita',
    text: 'O registro da sessão foi mantido.',
    icon: XCircle,
    box: 'border-sand-200 bg-sand-50 text-sand-900',
  },
} as const;

/** The collaborator's dispute of a session on its history card: its state, then the outcome and the administrator's justification (decision 1412). */
export function DisputeStatus({ dispute: d }: { dispute: TDispute }) {
  const s = STATE[d.status];
  const Icon = s.icon;
  return (
    <div
      className={cn('grid gap-1 rounded-xl border p-3 text-sm', s.box)}
      aria-label={s.title}
      role="group"
    >
      <p className="flex items-center gap-1.5 font-bold">
        <Icon className="size-4 shrink-0" aria-hidden />
        {s.title}
      </p>
      <p>
        Você contestou esta sessão em {formatDate(d.createdAt)}.{' '}
        {d.status === 'open' ? s.text : `Decidida em ${formatDate(d.resolvedAt)}. ${s.text}`}
      </p>
      {d.resolutionNote && (
        <p className="break-words">
          <span className="font-semibold">Justificativa da administração:</span> {d.resolutionNote}
        </p>
      )}
    </div>
  );
}
