import { toast } from '@/lib/toast';
import {
  ZCollaboratorCreate,
  ZCollaboratorUpdate,
  type TCollaboratorCreateInput,
} from '@acolher/contracts/collaborators';
import { GENDER_LABELS, GENDERS } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCpf, formatPhone } from '@acolher/contracts/format';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { Controlled } from '@/components/forms/controlled';
import type { TSectorCollaborator } from '@acolher/contracts/answers/sectors';
import { useCreateCollaborator, useUpdateCollaborator } from './api';
import { BirthdatePicker } from './birthdate-picker';
import { MaskedField, NameAndCpfFields } from '@/components/forms/form-blocks';

type CollaboratorArea = 'administrator' | 'company';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The company area's failure toasts end with a full stop. */
  area: CollaboratorArea;
  companyUuid: string;
  /** The sector a new collaborator joins by default. */
  sectorUuid: string;
  /** Sectors the collaborator may be placed in (at least the current one). */
  sectors: { uuid: string; name: string }[];
  /** Edit this collaborator; absent → create. */
  collaborator?: TSectorCollaborator;
};

const errorToasts = {
  administrator: {
    create: TOASTS.collaborator.createError,
    update: TOASTS.collaborator.updateError,
  },
  company: {
    create: TOASTS.collaborator.companyCreateError,
    update: TOASTS.collaborator.companyUpdateError,
  },
} as const;

const OWNER_ONLY_HINT =
  "Só o próprio colaborador pode alterar, em 'Minha conta': ele já criou a senha e recebe por aqui os avisos das sessões.";

const genderOptions = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

/** Create or edit a collaborator; editing has no birth date (domain.md §21). */
export function CollaboratorDialog({
  open,
  onOpenChange,
  area,
  companyUuid,
  sectorUuid,
  sectors,
  collaborator,
}: Props) {
  const editing = !!collaborator;
  // Once the person has set a password, only she changes her e-mail and phone (domain.md §14).
  const ownerOnly = area === 'company' && collaborator?.invitationStatus === 'active';
  const create = useCreateCollaborator();
  const update = useUpdateCollaborator(collaborator?.uuid ?? '');
  const sectorOptions = sectors.map((s) => ({ value: s.uuid, label: s.name }));

  return (
    <FormDialog<TCollaboratorCreateInput, TCollaboratorCreateInput>
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={editing ? 'Editar colaborador' : 'Adicionar colaborador'}
      description={
        editing
          ? undefined
          : 'O colaborador receberá um convite por e-mail para criar a própria senha.'
      }
      submitLabel={editing ? 'Salvar' : 'Adicionar'}
      // Validation only; the parsed payload is built below with the schema of the action.
      schema={(editing ? ZCollaboratorUpdate : ZCollaboratorCreate) as never}
      defaultValues={{
        name: collaborator?.name ?? '',
        document: collaborator ? formatCpf(collaborator.document) : '',
        email: collaborator?.email ?? '',
        phone: collaborator ? formatPhone(collaborator.phone) : '',
        gender: collaborator?.gender ?? ('' as never),
        birthdate: '',
        sectorUuid: collaborator?.sectorUuid ?? sectorUuid,
        companyUuid,
      }}
      onSubmit={async (values) => {
        try {
          if (editing) {
            await update.mutateAsync(ZCollaboratorUpdate.parse(values));
            toast.success(TOASTS.collaborator.updated);
          } else {
            await create.mutateAsync(ZCollaboratorCreate.parse({ ...values, companyUuid }));
            toast.success(TOASTS.collaborator.created);
          }
          onOpenChange(false);
        } catch (err) {
          toast.error(
            errorMessage(err, editing ? errorToasts[area].update : errorToasts[area].create),
          );
        }
      }}
    >
      {({ register, control, formState: { errors: e } }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <NameAndCpfFields register={register} control={control} errors={e} />
          {ownerOnly ? (
            <FormField label="Telefone" hint={OWNER_ONLY_HINT}>
              <Input readOnly value={formatPhone(collaborator?.phone)} />
            </FormField>
          ) : (
            <MaskedField kind="phone" control={control} name="phone" error={e.phone?.message} />
          )}
          <FormField
            label="E-mail"
            required={!ownerOnly}
            hint={ownerOnly ? OWNER_ONLY_HINT : undefined}
            error={e.email?.message}
            className="sm:col-span-2"
          >
            <Input type="email" autoComplete="off" readOnly={ownerOnly} {...register('email')} />
          </FormField>
          {!editing && (
            <FormField label="Data de nascimento" required error={e.birthdate?.message}>
              <Controlled
                control={control}
                name="birthdate"
                render={(field, aria) => (
                  <BirthdatePicker
                    {...aria}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
          )}
          <FormField label="Gênero" required error={e.gender?.message}>
            <Controlled
              control={control}
              name="gender"
              render={(field, aria) => (
                <Select
                  {...aria}
                  options={genderOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  placeholder="Selecione..."
                />
              )}
            />
          </FormField>
          {(editing || sectors.length > 1) && (
            <FormField
              label="Setor"
              required
              error={e.sectorUuid?.message}
              className={editing ? '' : 'sm:col-span-2'}
            >
              <Controlled
                control={control}
                name="sectorUuid"
                render={(field, aria) => (
                  <Select
                    {...aria}
                    options={sectorOptions}
                    value={field.value}
                    onValueChange={field.onChange}
                    placeholder="Selecione o setor..."
                  />
                )}
              />
            </FormField>
          )}
        </div>
      )}
    </FormDialog>
  );
}
