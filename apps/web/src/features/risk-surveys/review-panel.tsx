import { useState } from 'react';
import { CalendarClock, History, Plus } from 'lucide-react';
import { TEXT_LENGTH } from '@acolher/contracts/fields';
import { formatDate } from '@acolher/contracts/format';
import { ZRiskChangeCreate } from '@acolher/contracts/risk-surveys';
import { todayLocalDate } from '@acolher/contracts/time';
import { FormDialog } from '@/components/forms/form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useInventoryVersions, useRecordRiskChange, useRiskChanges } from './api';

type Props = { companyUuid: string; surveyUuid: string };

/**
 * 'Revisão do inventário' (decision 1355): the next review of the newest locked version (two years,
 * or sooner after a change of the work) and the changes HR records.
 */
export function ReviewPanel({ companyUuid, surveyUuid }: Props) {
  const versions = useInventoryVersions(companyUuid, surveyUuid);
  const changes = useRiskChanges(companyUuid);
  const record = useRecordRiskChange(companyUuid);
  const [open, setOpen] = useState(false);
  const today = todayLocalDate();
  const latest = versions.data?.[0];

  return (
    <div className="grid gap-4">
      <Card className="grid gap-2 p-5" aria-label="Próxima revisão">
        {versions.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : versions.isError ? (
          <ErrorState onRetry={() => versions.refetch()} />
        ) : !latest ? (
          <p className="text-sand-700">
            Trave uma versão do inventário para marcar a próxima revisão: dois anos depois, ou antes
            se o trabalho mudar.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <CalendarClock className="size-5 text-brand-600" aria-hidden />
              <p className="text-lg font-semibold">
                Próxima revisão: {formatDate(latest.nextReviewOn)}
              </p>
              {latest.nextReviewOn <= today && <Badge tone="danger">Revisão devida</Badge>}
            </div>
            <p className="text-sm text-sand-700">
              {latest.reviewChange
                ? `Antecipada pela mudança de ${formatDate(latest.reviewChange.occurredOn)}: ${latest.reviewChange.description}. Revise o inventário e trave uma nova versão.`
                : `Dois anos após a versão ${latest.number}. Uma mudança no trabalho registrada abaixo antecipa a revisão.`}
            </p>
          </>
        )}
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">Mudanças no trabalho</h3>
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          <Plus /> Registrar mudança
        </Button>
      </div>
      {changes.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : changes.isError ? (
        <ErrorState onRetry={() => changes.refetch()} />
      ) : changes.data.length === 0 ? (
        <p className="text-sm text-sand-700">
          Nenhuma mudança registrada. Registre novos processos, reorganizações, acidentes ou
          denúncias: a NR-1 pede a revisão do inventário depois de cada um.
        </p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {changes.data.map((c) => (
            <li
              key={c.uuid}
              className="flex gap-3 rounded-card border border-sand-200 bg-white p-3"
            >
              <History className="mt-0.5 size-4 shrink-0 text-sand-500" aria-hidden />
              <span className="min-w-0 break-words">
                <strong>{formatDate(c.occurredOn)}</strong> · {c.description}
                <span className="block text-xs text-sand-600">
                  Registrada em {formatDate(new Date(c.createdAt))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Registrar mudança no trabalho"
        description="Um novo processo, uma reorganização, um acidente ou uma denúncia: a revisão do inventário passa a ser devida na data da mudança."
        submitLabel="Registrar mudança"
        schema={ZRiskChangeCreate}
        defaultValues={{ occurredOn: today, description: '' }}
        onSubmit={async (values) => {
          try {
            await record.mutateAsync(values);
            toast.success('Mudança registrada.');
            setOpen(false);
          } catch (err) {
            toast.error(errorMessage(err, 'Não foi possível registrar a mudança.'));
          }
        }}
      >
        {({ register, formState: { errors } }) => (
          <>
            <FormField label="Data da mudança" required error={errors.occurredOn?.message}>
              <Input type="date" min="2000-01-01" max={today} {...register('occurredOn')} />
            </FormField>
            <FormField label="O que mudou" required error={errors.description?.message}>
              <Textarea
                rows={3}
                limit={TEXT_LENGTH.text}
                placeholder="Ex.: Novo sistema de metas no Atendimento"
                {...register('description')}
              />
            </FormField>
          </>
        )}
      </FormDialog>
    </div>
  );
}
