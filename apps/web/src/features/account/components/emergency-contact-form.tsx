import { useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import {
  CARE_CONTRACT_TOASTS as T,
  RELATION_MAX,
  ZEmergencyContactInput,
} from '@acolher/contracts/care-contract';
import type { TEmergencyContact } from '@acolher/contracts/answers/care-contract';
import { formatPhone } from '@acolher/contracts/format';
import { maskPhone } from '@acolher/contracts/masks';
import { Form } from '@/components/forms/form';
import { MaskedField } from '@/components/forms/form-blocks';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  useOwnEmergencyContact,
  useRemoveEmergencyContact,
  useSaveEmergencyContact,
} from '../api/emergency-contact';
import { AccountSection } from './account-section';

/**
 * 'Contato de emergência' in the collaborator's 'Minha conta' (domain.md §18, decision 1372): one
 * person to call in an emergency during care, seen only by the psychologists who care for it.
 */
export function EmergencyContactForm({ className }: { className?: string }) {
  const own = useOwnEmergencyContact();
  return (
    <AccountSection
      icon={LifeBuoy}
      title="Contato de emergência"
      className={className}
      description={
        <>
          Quem pode ser chamado se você estiver em risco durante o atendimento. Só as psicólogas e
          os psicólogos que atendem você veem este contato, e cada consulta fica registrada.
        </>
      }
    >
      {own.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : own.isError ? (
        <ErrorState onRetry={() => void own.refetch()} retrying={own.isRefetching} />
      ) : (
        <ContactForm key={own.data.contact?.updatedAt ?? 'none'} contact={own.data.contact} />
      )}
    </AccountSection>
  );
}

function ContactForm({ contact }: { contact: TEmergencyContact | null }) {
  const save = useSaveEmergencyContact();
  const remove = useRemoveEmergencyContact();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Form
        schema={ZEmergencyContactInput}
        defaultValues={{
          name: contact?.name ?? '',
          phone: contact ? maskPhone(contact.phone) : '',
          relation: contact?.relation ?? '',
        }}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(values) =>
          save.mutateAsync(values).then(
            () => toast.success(T.emergencySaved),
            (err: unknown) => toast.error(errorMessage(err, T.emergencyError)),
          )
        }
      >
        {({ register, control, formState: { errors, isSubmitting } }) => (
          <>
            <FormField label="Nome" required error={errors.name?.message} className="sm:col-span-2">
              <Input autoComplete="off" {...register('name')} />
            </FormField>
            <MaskedField
              kind="phone"
              control={control}
              name="phone"
              error={errors.phone?.message}
            />
            <FormField
              label="Relação com você"
              required
              error={errors.relation?.message}
              hint="Por exemplo: mãe, cônjuge, amiga."
            >
              <Input maxLength={RELATION_MAX} autoComplete="off" {...register('relation')} />
            </FormField>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="submit" loading={isSubmitting} loadingText="Salvando...">
                Salvar contato
              </Button>
              {contact && (
                <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                  Remover contato
                </Button>
              )}
            </div>
          </>
        )}
      </Form>
      {contact && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Remover o contato de emergência?"
          description={`${contact.name} (${formatPhone(contact.phone)}) deixa de ser seu contato de emergência.`}
          confirmLabel="Remover"
          loadingLabel="Removendo..."
          destructive
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(T.emergencyRemoved);
              },
              onError: (err) => toast.error(errorMessage(err, T.emergencyError)),
            })
          }
        />
      )}
    </>
  );
}
