import { useState } from 'react';
import { Download, Plus, Send } from 'lucide-react';
import {
  REFERRAL_KINDS,
  REFERRAL_KIND_LABELS,
  REFERRAL_TEXT_MAX,
  ZReferralCreate,
  type TReferralCreate,
  type TReferralKind,
} from '@acolher/contracts/referrals';
import type { TReferral } from '@acolher/contracts/answers/referrals';
import { FormDialog } from '@/components/forms/form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { downloadReferralLetter, useCreateReferral, useReferrals } from './referrals-api';
import { localWhen } from './when';

const EMPTY: TReferralCreate = { kind: 'in_person', text: '' };

function LetterButton({ referral }: { referral: TReferral }) {
  return (
    <DownloadButton
      download={() => downloadReferralLetter(referral.uuid)}
      errorText="Não foi possível gerar a carta"
      loadingText="Gerando PDF..."
      aria-label={`Baixar carta do encaminhamento de ${localWhen(referral.createdAt)}`}
    >
      <Download className="size-4" aria-hidden /> Baixar carta
    </DownloadButton>
  );
}

/**
 * 'Encaminhamentos' in the psychologist's record of a patient (decision 1376): a referral to
 * in-person care or psychiatry, with a letter in its own words to print for the patient.
 */
export function Referrals({ collaboratorUuid }: { collaboratorUuid: string }) {
  const list = useReferrals(collaboratorUuid);
  const create = useCreateReferral(collaboratorUuid);
  const [open, setOpen] = useState(false);
  if (list.error instanceof ApiError && [403, 404].includes(list.error.status)) return null;
  return (
    <section aria-labelledby="encaminhamentos" className="mt-10 grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="encaminhamentos" className="text-xl font-extrabold text-sand-900">
            Encaminhamentos
          </h2>
          <p className="text-[15px] text-sand-600">
            Para atendimento presencial ou psiquiatria, com a carta para entregar ao paciente. Só
            você vê.
          </p>
        </div>
        <Button size="sm" onClick={() => setOpen(true)}>
          <Plus className="size-4" aria-hidden /> Novo encaminhamento
        </Button>
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Carregando...">
          <Skeleton className="h-28 rounded-card" />
        </div>
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={Send}
          title="Nenhum encaminhamento registrado."
          description="Quando o cuidado pedir atendimento presencial ou psiquiátrico, registre aqui e imprima a carta."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Encaminhamentos registrados">
          {list.data.map((r) => (
            <li
              key={r.uuid}
              className="grid gap-3 rounded-card border border-sand-200 bg-white p-4 shadow-soft sm:p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="brand">{REFERRAL_KIND_LABELS[r.kind]}</Badge>
                  <span className="text-sm text-sand-600">{localWhen(r.createdAt)}</span>
                </div>
                <LetterButton referral={r} />
              </div>
              <p className="line-clamp-4 text-[15px] break-words whitespace-pre-wrap text-sand-800">
                {r.text}
              </p>
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title="Novo encaminhamento"
        description="O texto da carta é seu: ele sai impresso como você escrever, com seu nome e CRP."
        submitLabel="Registrar encaminhamento"
        loadingText="Registrando..."
        schema={ZReferralCreate}
        defaultValues={EMPTY}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync(values);
            toast.success('Encaminhamento registrado');
            setOpen(false);
          } catch (err) {
            toast.error(errorMessage(err, 'Não foi possível registrar o encaminhamento'));
          }
        }}
      >
        {({ register, watch, setValue, formState: { errors } }) => (
          <>
            <FormField label="Encaminhar para" required error={errors.kind?.message}>
              <Select
                value={watch('kind')}
                onValueChange={(v) =>
                  setValue('kind', v as TReferralKind, { shouldDirty: true, shouldValidate: true })
                }
                options={REFERRAL_KINDS.map((k) => ({ value: k, label: REFERRAL_KIND_LABELS[k] }))}
              />
            </FormField>
            <FormField label="Carta ao paciente" required error={errors.text?.message}>
              <Textarea
                rows={8}
                limit={REFERRAL_TEXT_MAX}
                placeholder="Ex.: Encaminho para avaliação psiquiátrica, com o seu consentimento..."
                {...register('text')}
              />
            </FormField>
          </>
        )}
      </FormDialog>
    </section>
  );
}
