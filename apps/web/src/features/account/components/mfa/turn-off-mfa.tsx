import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDisableMfa } from '../../api/mfa';

/** Turning it off: the password and a code of the app (or a recovery code). */
export function TurnOffMfa() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const off = useDisableMfa();
  if (!open)
    return (
      <Button variant="secondary" className="sm:w-fit" onClick={() => setOpen(true)}>
        Desativar verificação em duas etapas
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code.trim()) return setError('Informe a senha e o código');
    off.mutate(
      { currentPassword: password, code: code.trim() },
      {
        onSuccess: () => {
          toast.success('Verificação em duas etapas desativada.');
          setOpen(false);
        },
        onError: (err) =>
          setError(errorMessage(err, 'Não foi possível desativar. Tente novamente.')),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-lg border border-red-200 p-4">
      <p className="text-[15px] text-sand-700">
        Sem a verificação, só a senha protege sua conta. Confirme com a senha e um código.
      </p>
      <FormField label="Senha atual" required>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <FormField label="Código do aplicativo ou de recuperação" error={error} required>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          className="max-w-[14rem]"
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={off.isPending}>
          {off.isPending ? 'Desativando...' : 'Desativar'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
