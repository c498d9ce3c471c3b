import {
  CARE_CONTRACT_MAX,
  CARE_CONTRACT_TOASTS as T,
  ZCareContractVersionCreate,
} from '@acolher/contracts/care-contract';
import type { TCareContract } from '@acolher/contracts/answers/care-contract';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCareContract, useCareContractAcceptances, useSaveCareContract } from './api';
import { versionLabel } from './contract-reader';
import { localWhen } from './when';
import { ContractIcon } from './contract-icon';

/**
 * 'Contrato de atendimento' in the psychologist's profile (domain.md §18, decision 1370): the
 * current version to edit; each save is a new version; who accepted which version, and when.
 */
export function ContractEditor({ psychologistUuid }: { psychologistUuid: string }) {
  const contract = useCareContract(psychologistUuid);
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-3">
          <ContractIcon />
          <div className="grid min-w-0 gap-1">
            <h2 className="text-lg font-bold text-sand-900">Contrato de atendimento</h2>
            <p className="text-[15px] text-sand-600">
              Quem agenda com você lê e aceita este contrato antes da primeira sessão, como pede a
              Resolução CFP nº 09/2024; a sala só abre para a pessoa depois do aceite. Cada vez que
              você salva, uma nova versão é criada, e quem aceitou uma versão anterior continua
              vendo qual aceitou e quando.
            </p>
          </div>
        </div>
        {contract.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : contract.isError ? (
          <ErrorState onRetry={() => void contract.refetch()} retrying={contract.isRefetching} />
        ) : (
          <EditorForm key={contract.data.version} contract={contract.data} />
        )}
        <Acceptances psychologistUuid={psychologistUuid} />
      </CardContent>
    </Card>
  );
}

function EditorForm({ contract }: { contract: TCareContract }) {
  const save = useSaveCareContract(contract.psychologist.uuid);
  return (
    <Form
      schema={ZCareContractVersionCreate}
      defaultValues={{ text: contract.text }}
      onSubmit={(values) =>
        save.mutateAsync(values.text).then(
          (saved) => toast.success(`${T.saved}: versão ${saved.version}`),
          (err: unknown) => toast.error(errorMessage(err, T.saveError)),
        )
      }
    >
      {({ register, watch, formState: { errors, isSubmitting, isDirty } }) => (
        <>
          <FormField
            label="Texto do contrato"
            required
            error={errors.text?.message}
            hint={`${versionLabel(contract)}. Uma linha que começa com um número ('3. Sigilo') vira um título; '- ' começa um item de lista.`}
          >
            <Textarea
              rows={18}
              limit={CARE_CONTRACT_MAX}
              value={watch('text')}
              className="font-[inherit] text-[15px]"
              {...register('text')}
            />
          </FormField>
          <Button
            type="submit"
            className="sm:justify-self-start"
            disabled={!isDirty}
            loading={isSubmitting}
            loadingText="Salvando..."
          >
            Salvar nova versão
          </Button>
        </>
      )}
    </Form>
  );
}

function Acceptances({ psychologistUuid }: { psychologistUuid: string }) {
  const list = useCareContractAcceptances(psychologistUuid);
  return (
    <section
      aria-labelledby="aceites-contrato"
      className="grid gap-3 border-t border-sand-200 pt-5"
    >
      <h3 id="aceites-contrato" className="text-base font-bold text-sand-900">
        Aceites
      </h3>
      {list.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : list.data.length === 0 ? (
        <p className="text-[15px] text-sand-600">Ninguém aceitou o contrato ainda.</p>
      ) : (
        <ul className="grid gap-2">
          {list.data.map((a) => (
            <li
              key={a.collaboratorUuid}
              className="flex flex-col gap-0.5 rounded-xl bg-sand-50 px-3 py-2 text-[15px] sm:flex-row sm:justify-between"
            >
              <span className="font-semibold text-sand-900">{a.collaboratorName}</span>
              <span className="text-sand-600">
                Versão {a.version}, em {localWhen(a.acceptedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
