import { useState } from 'react';
import type { z } from 'zod';
import { ZPasskeyOptions, ZPasskeyRemove, ZPasskeyRename } from '@acolher/contracts/mfa';
import { Form } from '@/components/forms/form';
import type { TPasskey } from '@acolher/contracts/answers/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../../api/mfa';
import { passkeyErrorMessage } from '../../api/passkey-errors';
import { FormActions } from './form-actions';

const day = (iso: string) => new Date(iso).toLocaleDateString('pt-BR');

/** Chaves de acesso: the list, one more (name + password), renaming, removal with the password. */
export function Passkeys({ passkeys }: { passkeys: TPasskey[] }) {
  const [mode, setMode] = useState<Mode | null>(null);
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-sand-900">Chaves de acesso</h3>
      {passkeys.length === 0 ? (
        <p className="text-[15px] text-sand-600">
          Nenhuma chave de acesso. Com uma, você entra confirmando no celular ou no computador, sem
          digitar código.
        </p>
      ) : (
        <ul className="grid gap-2">
          {passkeys.map((p) => (
            <li
              key={p.uuid}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand-200 px-3 py-2"
            >
              <span>
                <strong className="text-sand-900">{p.name}</strong>{' '}
                <span className="text-sm text-sand-600">
                  desde {day(p.createdAt)}
                  {p.lastUsedAt ? `, usada em ${day(p.lastUsedAt)}` : ''}
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Renomear ${p.name}`}
                  onClick={() => setMode({ kind: 'rename', key: p })}
                >
                  Renomear
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remover ${p.name}`}
                  onClick={() => setMode({ kind: 'remove', key: p })}
                >
                  Remover
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {mode === null ? (
        <Button variant="secondary" className="sm:w-fit" onClick={() => setMode({ kind: 'add' })}>
          Adicionar chave de acesso
        </Button>
      ) : (
        <PasskeyForm
          key={mode.kind === 'add' ? 'add' : `${mode.kind}-${mode.key.uuid}`}
          mode={mode}
          onDone={() => setMode(null)}
        />
      )}
    </div>
  );
}

type Mode = { kind: 'add' } | { kind: 'rename' | 'remove'; key: TPasskey };

type PasskeyFields = { name?: string; currentPassword?: string };
// Each action's own body (a schema drops the other action's field).
const SCHEMAS: Record<Mode['kind'], z.ZodType<PasskeyFields, PasskeyFields>> = {
  add: ZPasskeyOptions.extend(ZPasskeyRename.shape),
  rename: ZPasskeyRename,
  remove: ZPasskeyRemove,
};

/** One more key (name + password), a new name, or the removal (password). */
function PasskeyForm({ mode, onDone }: { mode: Mode; onDone: () => void }) {
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const rename = useRenamePasskey();
  const send = ({
    name = '',
    currentPassword = '',
  }: {
    name?: string;
    currentPassword?: string;
  }) =>
    mode.kind === 'add'
      ? add.mutateAsync({ currentPassword, name }).then(() => 'Chave de acesso cadastrada.')
      : mode.kind === 'rename'
        ? rename.mutateAsync({ uuid: mode.key.uuid, name }).then(() => 'Chave de acesso renomeada.')
        : remove
            .mutateAsync({ uuid: mode.key.uuid, currentPassword })
            .then(() => 'Chave de acesso removida.');
  return (
    <Form
      schema={SCHEMAS[mode.kind]}
      defaultValues={{ name: mode.kind === 'rename' ? mode.key.name : '', currentPassword: '' }}
      className="grid gap-3 rounded-lg border border-sand-200 p-4"
      onSubmit={async (values, { setError }) => {
        try {
          toast.success(await send(values));
          onDone();
        } catch (err) {
          setError(mode.kind === 'rename' ? 'name' : 'currentPassword', {
            message: passkeyErrorMessage(err, 'Não foi possível concluir. Tente novamente.'),
          });
        }
      }}
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          {mode.kind !== 'remove' ? (
            <FormField label="Nome da chave" error={errors.name?.message} required>
              <Input maxLength={60} placeholder="Ex.: Meu celular" {...register('name')} />
            </FormField>
          ) : (
            <p className="text-[15px] text-sand-700">Remover a chave “{mode.key.name}”?</p>
          )}
          {mode.kind !== 'rename' && (
            <FormField label="Senha atual" error={errors.currentPassword?.message} required>
              <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
            </FormField>
          )}
          <FormActions onCancel={onDone}>
            <Button
              type="submit"
              variant={mode.kind === 'remove' ? 'destructive' : 'primary'}
              loading={isSubmitting}
            >
              {{ add: 'Cadastrar', rename: 'Salvar', remove: 'Remover' }[mode.kind]}
            </Button>
          </FormActions>
        </>
      )}
    </Form>
  );
}
