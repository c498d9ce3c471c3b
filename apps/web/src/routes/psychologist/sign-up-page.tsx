import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Stethoscope } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { MAX_LENGTH, maskCpf, maskCrp, maskPhone } from '@acolher/contracts/masks';
import { ZPsychologistSignUp } from '@acolher/contracts/psychologists';
import { Form } from '@/components/forms/form';
import { AuthShell } from '@/components/brand/auth-shell';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { PasswordInput } from '@/components/ui/password-input';
import { SignInHeading } from '@/routes/auth/sign-in-heading';
import { errorMessage } from '@/lib/api';
import { useSignUpPsychologist } from '@/features/psychologists/api/profile';

export default function PsychologistSignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUpPsychologist();
  return (
    <AuthShell backTo="/psychologist/auth/sign-in" backLabel="Voltar para o login">
      <SignInHeading
        icon={Stethoscope}
        role="Psicólogo"
        title="Criar conta"
        description="Cadastre-se para atender pela Acolher. Depois de analisarmos seu CRP, você recebe a aprovação por e-mail."
      />
      <Form
        schema={ZPsychologistSignUp}
        defaultValues={{ name: '', document: '', crp: '', email: '', phone: '', password: '', confirmPassword: '' }}
        onSubmit={async (values) => {
          try {
            await signUp.mutateAsync(values);
            toast.success(TOASTS.psychologist.signUpSuccess);
            navigate('/psychologist/auth/sign-in', { replace: true });
          } catch (error) {
            toast.error(errorMessage(error, TOASTS.psychologist.signUpError));
          }
        }}
      >
        {({ register, formState: { errors, isSubmitting } }) => (
          <>
            <FormField label="Nome" required error={errors.name?.message}>
              <Input autoComplete="name" placeholder="Seu nome completo" {...register('name')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="CPF" required error={errors.document?.message}>
                <MaskedInput mask={maskCpf} maxLength={MAX_LENGTH.cpf} placeholder="000.000.000-00" {...register('document')} />
              </FormField>
              <FormField label="CRP" required error={errors.crp?.message}>
                <MaskedInput mask={maskCrp} maxLength={MAX_LENGTH.crp} placeholder="00/000000" {...register('crp')} />
              </FormField>
            </div>
            <FormField label="E-mail" required error={errors.email?.message} hint="Use um endereço do Gmail.">
              <Input type="email" autoComplete="email" inputMode="email" placeholder="voce@gmail.com" {...register('email')} />
            </FormField>
            <FormField label="Celular" required error={errors.phone?.message}>
              <MaskedInput mask={maskPhone} maxLength={MAX_LENGTH.phone} autoComplete="tel" inputMode="tel" placeholder="(00) 00000-0000" {...register('phone')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Senha" required error={errors.password?.message}>
                <PasswordInput autoComplete="new-password" placeholder="Mínimo de 6 caracteres" {...register('password')} />
              </FormField>
              <FormField label="Repita a senha" required error={errors.confirmPassword?.message}>
                <PasswordInput autoComplete="new-password" placeholder="Repita a senha" {...register('confirmPassword')} />
              </FormField>
            </div>
            <Button type="submit" size="lg" className="mt-2" loading={isSubmitting} loadingText="Criando conta...">
              Criar conta
            </Button>
          </>
        )}
      </Form>
      <p className="mt-6 text-center text-[15px] text-sand-600">
        Já tem conta?{' '}
        <Link to="/psychologist/auth/sign-in" className="font-bold text-brand-700 underline-offset-4 hover:underline">
          Entrar
        </Link>
      </p>
    </AuthShell>
  );
}
