import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

/** 'Senha atual', which every change of 'Minha conta' asks again (domain.md §14). */
export function CurrentPasswordField<T extends FieldValues>({
  register,
  error,
}: {
  register: UseFormRegister<T>;
  error?: string;
}) {
  return (
    <FormField label="Senha atual" required error={error}>
      <PasswordInput autoComplete="current-password" {...register('currentPassword' as Path<T>)} />
    </FormField>
  );
}

/** A section's submit button, its width on a wide screen, with progress. */
export function SectionSubmit({
  pending,
  loadingText,
  children,
}: {
  pending: boolean;
  loadingText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="sm:w-fit" loading={pending} loadingText={loadingText}>
      {children}
    </Button>
  );
}
