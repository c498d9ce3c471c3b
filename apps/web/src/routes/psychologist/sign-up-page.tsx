import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { FileWarning, Stethoscope } from 'lucide-react';
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
import { useSendCrpCardAtSignUp } from '@/features/psychologists/api/crp-card';
import { CrpCardPicker } from '@/features/psychologists/components/crp-card-picker';
import { EMPTY_PSYCHOLOGIST_ACCOUNT } from '@/features/psychologists/account-defaults';

/** The account exists; its card is still to be sent with the sign-up's grant (decision 1441). */
type Created = { uuid: string; grant: string; problem: string };

const SIGN_IN = '/psychologist/auth/sign-in';

/**
 * The card could not be sent after the account was created: the account stays (a second 'Criar
 * conta' would answer 'E-mail já cadastrado'), so the person sends the card again or goes on without.
 */
function CardNotSent({
  created,
  onSent,
  onSkip,
}: {
  created: Created;
  onSent: () => void;
  onSkip: () => void;
}) {
  const send = useSendCrpCardAtSignUp();
  const [file, setFile] = useState<File>();
  const retry = async () => {
    if (!file) return;
    try {
      await send.mutateAsync({ uuid: created.uuid, file, grant: created.grant });
      onSent();
    } catch (error) {
      toast.error(errorMessage(error, TOASTS.psychologist.crpCardError));
    }
  };
  return (
    <section aria-labelledby="card-not-sent" className="grid gap-4">
      <div className="flex items-start gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-sand-900">
        <FileWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div className="grid gap-1">
          <h2 id="card-not-sent" className="font-bold">
            Sua conta foi criada, mas a carteira do CRP não foi enviada
          </h2>
          <p className="text-[15px]">{created.problem}</p>
          <p className="text-[15px]">
            Escolha o arquivo de novo e envie. Se preferir seguir sem ela, a análise do seu cadastro
            pode demorar mais.
          </p>
        </div>
      </div>
      <CrpCardPicker file={file} onChange={setFile} disabled={send.isPending} />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void retry()}
          disabled={!file}
          loading={send.isPending}
          loadingText="Enviando..."
        >
          Enviar carteira do CRP
        </Button>
        <Button variant="ghost" onClick={onSkip} disabled={send.isPending}>
          Seguir sem a carteira
        </Button>
      </div>
    </section>
  );
}

export default function PsychologistSignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUpPsychologist();
  const sendCard = useSendCrpCardAtSignUp();
  const [card, setCard] = useState<File>();
  const [created, setCreated] = useState<Created>();
  const done = () => {
    toast.success(TOASTS.psychologist.signUpSuccess);
    navigate(SIGN_IN, { replace: true });
  };
  return (
    <AuthShell backTo={SIGN_IN} backLabel="Voltar para o login">
      <SignInHeading
        icon={Stethoscope}
        role="Psicólogo"
        title="Criar conta"
        description="Cadastre-se para atender pela Acolher. Depois de analisarmos seu CRP, você recebe a aprovação por e-mail."
      />
      {created ? (
        <CardNotSent created={created} onSent={done} onSkip={done} />
      ) : (
        <Form
          schema={ZPsychologistSignUp}
          defaultValues={EMPTY_PSYCHOLOGIST_ACCOUNT}
          onSubmit={async (values) => {
            let account;
            try {
              account = await signUp.mutateAsync(values);
            } catch (error) {
              toast.error(errorMessage(error, TOASTS.psychologist.signUpError));
              return;
            }
            // The card goes right after the account, with the answer's grant (decision 1406).
            if (card && account.crpCardUploadToken) {
              const grant = account.crpCardUploadToken;
              try {
                await sendCard.mutateAsync({ uuid: account.uuid, file: card, grant });
              } catch (error) {
                const problem = errorMessage(error, TOASTS.psychologist.crpCardError);
                toast.error(problem);
                setCreated({ uuid: account.uuid, grant, problem });
                return;
              }
            }
            done();
          }}
        >
          {({ register, formState: { errors, isSubmitting } }) => (
            <>
              <FormField label="Nome" required error={errors.name?.message}>
                <Input autoComplete="name" placeholder="Seu nome completo" {...register('name')} />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="CPF" required error={errors.document?.message}>
                  <MaskedInput
                    mask={maskCpf}
                    maxLength={MAX_LENGTH.cpf}
                    placeholder="000.000.000-00"
                    {...register('document')}
                  />
                </FormField>
                <FormField label="CRP" required error={errors.crp?.message}>
                  <MaskedInput
                    mask={maskCrp}
                    maxLength={MAX_LENGTH.crp}
                    placeholder="00/000000"
                    {...register('crp')}
                  />
                </FormField>
              </div>
              <CrpCardPicker file={card} onChange={setCard} disabled={isSubmitting} />
              <FormField
                label="E-mail"
                required
                error={errors.email?.message}
                hint="Use um endereço do Gmail."
              >
                <Input
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="voce@gmail.com"
                  {...register('email')}
                />
              </FormField>
              <FormField label="Celular" required error={errors.phone?.message}>
                <MaskedInput
                  mask={maskPhone}
                  maxLength={MAX_LENGTH.phone}
                  autoComplete="tel"
                  inputMode="tel"
                  placeholder="(00) 00000-0000"
                  {...register('phone')}
                />
              </FormField>
              {/* One above the other: side by side the placeholder was cut by the eye button. */}
              <div className="grid gap-4">
                <FormField label="Senha" required error={errors.password?.message}>
                  <PasswordInput
                    autoComplete="new-password"
                    placeholder="Mínimo de 6 caracteres"
                    {...register('password')}
                  />
                </FormField>
                <FormField label="Repita a senha" required error={errors.confirmPassword?.message}>
                  <PasswordInput
                    autoComplete="new-password"
                    placeholder="Repita a senha"
                    {...register('confirmPassword')}
                  />
                </FormField>
              </div>
              <Button
                type="submit"
                size="lg"
                className="mt-2"
                loading={isSubmitting}
                loadingText="Criando conta..."
              >
                Criar conta
              </Button>
            </>
          )}
        </Form>
      )}
      <p className="mt-6 text-center text-[15px] text-sand-600">
        Já tem conta?{' '}
        <Link to={SIGN_IN} className="font-bold text-brand-700 underline-offset-4 hover:underline">
          Entrar
        </Link>
      </p>
    </AuthShell>
  );
}
