import { useState, type FormEvent } from 'react';
import type { TPasskey } from '@acolher/contracts/answers/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../../api/mfa';
import { passkeyErrorMessage } from '../../api/passkey-errors';

const day = (iso: string) => new Date(iso).toLocaleDateString('pt-BR');

/** Chaves de acesso: the list, one more (name + password), renaming, removal with the password. */
export function Passkeys({ passkeys }: { passkeys: TPasskey[] }) {
  const [mode, setMode] = useState<
    { kind: 'add' } | { kind: 'rename' | 'remove'; key: TPasskey } | null
  >(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const rename = useRenamePasskey();
  const close = () => {
    setMode(null);
    setPassword('');
    setName('');
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const needsName = mode?.kind === 'add' || mode?.kind === 'rename';
    if ((mode?.kind !== 'rename' && !password) || (needsName && !name.trim()))
      return setError('Preencha os campos');
    const onError = (err: unknown) =>
      setError(passkeyErrorMessage(err, 'Não foi possível concluir. Tente novamente.'));
    if (mode?.kind === 'add')
      add.mutate(
        { currentPassword: password, name: name.trim() },
        { onSuccess: () => (toast.success('Chave de acesso cadastrada.'), close()), onError },
      );
    else if (mode?.kind === 'rename')
      rename.mutate(
        { uuid: mode.key.uuid, name: name.trim() },
        { onSuccess: () => (toast.success('Chave de acesso renomeada.'), close()), onError },
      );
    else if (mode?.kind === 'remove')
      remove.mutate(
        { uuid: mode.key.uuid, currentPassword: password },
        { onSuccess: () => (toast.success('Chave de acesso removida.'), close()), onError },
      );
  };
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
                  onClick={() => {
                    setName(p.name);
                    setMode({ kind: 'rename', key: p });
                  }}
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
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-3 rounded-lg border border-sand-200 p-4"
        >
          {mode.kind !== 'remove' ? (
            <FormField
              label="Nome da chave"
              error={mode.kind === 'rename' ? error : undefined}
              required
            >
              <Input
                value={name}
                maxLength={60}
                placeholder="Ex.: Meu celular"
                onChange={(e) => setName(e.target.value)}
              />
            </FormField>
          ) : (
            <p className="text-[15px] text-sand-700">Remover a chave “{mode.key.name}”?</p>
          )}
          {mode.kind !== 'rename' && (
            <FormField label="Senha atual" error={error} required>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
          )}
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              variant={mode.kind === 'remove' ? 'destructive' : 'primary'}
              disabled={add.isPending || remove.isPending || rename.isPending}
            >
              {{ add: 'Cadastrar', rename: 'Salvar', remove: 'Remover' }[mode.kind]}
            </Button>
            <Button type="button" variant="ghost" onClick={close}>
              Cancelar
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
