import { ACCOUNT_MESSAGES } from '@acolher/contracts/account';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

/**
 * The form field a server refusal belongs to, so its message shows under that field with the focus
 * on it: 'Senha atual incorreta' → the current password; `byStatus` maps other statuses (e.g. 409
 * 'E-mail já cadastrado' → the e-mail). Anything else is told by a toast.
 */
export function fieldOfServerError<F extends string>(
  err: unknown,
  byStatus: Partial<Record<F, number[]>> = {},
): F | 'currentPassword' | null {
  if (!(err instanceof ApiError) || !err.message) return null;
  if (err.message === ACCOUNT_MESSAGES.wrongPassword) return 'currentPassword';
  for (const [field, statuses] of Object.entries(byStatus) as [F, number[]][])
    if (statuses.includes(err.status)) return field;
  return null;
}

/**
 * Tells a refusal: under `field` (focused) when the server's message belongs to one, else a toast
 * with the server's message or `fallback`.
 */
export function showRefusal<F extends string>(
  err: unknown,
  field: F | null,
  setError: (name: F, error: { message: string }, options: { shouldFocus: boolean }) => void,
  fallback: string,
) {
  if (field && err instanceof ApiError)
    setError(field, { message: err.message }, { shouldFocus: true });
  else toast.error(errorMessage(err, fallback));
}
