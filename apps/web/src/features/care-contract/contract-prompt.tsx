import { Link } from 'react-router';
import { FileSignature } from 'lucide-react';
import { formatName } from '@acolher/contracts/format';
import { buttonClass } from '@/components/ui/button';
import { useCareContract } from './api';

/** The collaborator's page of a psychologist's contract, coming back to `next` afterwards. */
const contractPath = (psychologistUuid: string, next?: string) =>
  `/collaborator/app/psychologists/${psychologistUuid}/contract${next ? `?next=${encodeURIComponent(next)}` : ''}`;

/**
 * On the booking success page and the dashboard: until the collaborator accepted this
 * psychologist's contract, a card that leads to it (the room waits for it, domain.md §16).
 * Nothing while loading, on error or once accepted (the room's lobby asks again anyway).
 */
export function ContractPrompt({
  psychologistUuid,
  next,
}: {
  psychologistUuid: string;
  next?: string;
}) {
  const contract = useCareContract(psychologistUuid);
  if (!contract.data || contract.data.acceptance) return null;
  const name = formatName(contract.data.psychologist.name);
  return (
    <section
      aria-labelledby="contrato-pendente"
      className="flex flex-col gap-4 rounded-card border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <FileSignature aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-800" />
        <div className="grid gap-1">
          <h2 id="contrato-pendente" className="text-base font-bold text-amber-950">
            Leia e aceite o contrato de atendimento
          </h2>
          <p className="text-[15px] text-amber-950/90">
            Antes da primeira sessão com {name}: como funciona o atendimento, o sigilo e o que fazer
            em uma emergência. A sala abre para você depois do aceite.
          </p>
        </div>
      </div>
      <Link
        to={contractPath(psychologistUuid, next)}
        className={buttonClass('primary', 'md', 'shrink-0 justify-self-start')}
      >
        Ler o contrato
      </Link>
    </section>
  );
}
