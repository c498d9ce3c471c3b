import { useId, useState, type ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { CARE_CONTRACT_TOASTS as T } from '@acolher/contracts/care-contract';
import { formatCrp, formatName } from '@acolher/contracts/format';
import type { TCareContract } from '@acolher/contracts/answers/care-contract';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { localWhen } from './when';
import { toast } from '@/lib/toast';
import { useAcceptCareContract, useCareContract } from './api';
import { ContractText } from './contract-text';
import { ContractIcon } from './contract-icon';

/** 'Versão 2, de 28/11/2026' or 'Versão 1, modelo do Acolher'. */
export function versionLabel(c: Pick<TCareContract, 'version' | 'savedAt'>) {
  return c.savedAt
    ? `Versão ${c.version}, de ${localWhen(c.savedAt).slice(0, 10)}`
    : `Versão ${c.version}, modelo do Acolher`;
}

/**
 * The collaborator reads the psychologist's care contract and accepts its current version
 * (domain.md §18, decision 1370): the text, which version, and when it accepted which.
 */
export function ContractReader({
  psychologistUuid,
  intro,
  onAccepted,
  after,
}: {
  psychologistUuid: string;
  intro?: ReactNode;
  onAccepted?: () => void;
  /** Shown under the status once accepted (a link onwards). */
  after?: ReactNode;
}) {
  const contract = useCareContract(psychologistUuid);
  const headingId = useId();
  if (contract.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  if (contract.isError) {
    const known = contract.error instanceof ApiError && contract.error.status === 404;
    return (
      <ErrorState
        title={
          known ? (contract.error as ApiError).message : 'Não foi possível carregar o contrato.'
        }
        onRetry={known ? undefined : () => void contract.refetch()}
        retrying={contract.isRefetching}
      />
    );
  }
  const c = contract.data;
  const accepted = c.acceptance;
  const current = accepted?.version === c.version;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex items-start gap-3">
        <ContractIcon />
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="text-xl font-bold text-sand-900">
            Contrato de atendimento
          </h2>
          <p className="text-[15px] text-sand-600">
            {formatName(c.psychologist.name)} · CRP {formatCrp(c.psychologist.crp)} ·{' '}
            {versionLabel(c)}
          </p>
        </div>
      </div>
      {intro}
      <div
        role="region"
        aria-label="Texto do contrato"
        tabIndex={0}
        className="max-h-[26rem] overflow-y-auto rounded-2xl border border-sand-200 bg-white p-4 shadow-inner focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:p-6"
      >
        <ContractText text={c.text} />
      </div>
      {accepted && (
        <p
          role="status"
          className={
            current
              ? 'flex items-start gap-2 rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900'
              : 'rounded-2xl bg-amber-50 p-4 text-amber-950'
          }
        >
          {current && <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />}
          {current
            ? `Você aceitou a versão ${accepted.version} em ${localWhen(accepted.acceptedAt)}.`
            : `Você aceitou a versão ${accepted.version} em ${localWhen(accepted.acceptedAt)}. O contrato foi atualizado depois: leia a versão ${c.version} acima e aceite se concordar.`}
        </p>
      )}
      {current ? after : <AcceptForm contract={c} onAccepted={onAccepted} />}
    </section>
  );
}

function AcceptForm({
  contract,
  onAccepted,
}: {
  contract: TCareContract;
  onAccepted?: () => void;
}) {
  const accept = useAcceptCareContract(contract.psychologist.uuid);
  const read = useCareContract(contract.psychologist.uuid);
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const submit = () =>
    accept.mutate(contract.version, {
      onSuccess: () => {
        toast.success(T.accepted);
        onAccepted?.();
      },
      onError: (err) => {
        toast.error(errorMessage(err, T.acceptError));
        // A newer version was saved meanwhile: show it.
        if (err instanceof ApiError && err.status === 409) void read.refetch();
      },
    });
  return (
    <div className="grid gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4">
      <label htmlFor={checkboxId} className="flex cursor-pointer items-start gap-3 text-[15px]">
        <input
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span className="text-sand-900">
          Li o contrato de atendimento (versão {contract.version}) e concordo com ele.
        </span>
      </label>
      <Button
        className="sm:justify-self-start"
        disabled={!agreed}
        loading={accept.isPending}
        loadingText="Aceitando..."
        onClick={submit}
      >
        Aceitar contrato
      </Button>
    </div>
  );
}
