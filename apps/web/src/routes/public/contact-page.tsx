import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheckBig } from 'lucide-react';
import { LEAD_MESSAGES, ZLeadCreate, type TLeadCreate, type TLeadCreateInput } from '@acolher/contracts/leads';
import { maskPhone, PHONE_MAX_LENGTH } from '@acolher/contracts/masks';
import { AuthShell } from '@/components/brand/auth-shell';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { toast } from '@/lib/toast';
import { api, errorMessage } from '@/lib/api';

const EMPTY: TLeadCreateInput = { name: '', company: '', email: '', phone: '', employees: '' };

/** /contact: 'Demo gratuita' and 'Começar agora gratuitamente' (domain.md §19, decision 1204). */
export default function ContactPage() {
  const [sent, setSent] = useState(false);
  const onSubmit = async (lead: TLeadCreate) => {
    try {
      await api.post('/leads', lead);
      setSent(true);
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível enviar agora. Tente novamente em instantes.'));
    }
  };
  return (
    <AuthShell backTo="/" backLabel="Voltar para a página inicial">
      {sent ? (
        <div className="grid justify-items-center gap-4 text-center" role="status">
          <span className="grid size-16 place-items-center rounded-full bg-green-50 text-status-success">
            <CircleCheckBig className="size-8" aria-hidden />
          </span>
          <h1 className="text-2xl font-extrabold">Contato enviado!</h1>
          <p className="text-base text-sand-700">{LEAD_MESSAGES.sent}</p>
          <Button asChild variant="secondary" className="mt-2">
            <Link to="/">Voltar para a página inicial</Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="mb-8 grid gap-3">
            <h1 className="text-3xl font-extrabold">Fale com a gente</h1>
            <p className="text-[15px] text-sand-600 sm:text-base">
              Conte um pouco sobre sua empresa. Entramos em contato para apresentar o Acolher e
              combinar uma demonstração gratuita.
            </p>
          </div>
          <Form schema={ZLeadCreate} defaultValues={EMPTY} onSubmit={onSubmit} className="grid gap-5">
            {({ register, formState }) => (
              <>
                <FormField label="Seu nome" required error={formState.errors.name?.message}>
                  <Input autoComplete="name" {...register('name')} />
                </FormField>
                <FormField label="Empresa" required error={formState.errors.company?.message}>
                  <Input autoComplete="organization" {...register('company')} />
                </FormField>
                <FormField label="E-mail" required error={formState.errors.email?.message}>
                  <Input type="email" autoComplete="email" inputMode="email" placeholder="voce@empresa.com.br" {...register('email')} />
                </FormField>
                <FormField label="Telefone" required error={formState.errors.phone?.message}>
                  <MaskedInput mask={maskPhone} maxLength={PHONE_MAX_LENGTH} autoComplete="tel" inputMode="tel" placeholder="(11) 91234-5678" {...register('phone')} />
                </FormField>
                <FormField label="Número de colaboradores" required error={formState.errors.employees?.message}>
                  <Input inputMode="numeric" autoComplete="off" placeholder="Ex.: 120" {...register('employees')} />
                </FormField>
                <Button type="submit" size="lg" loading={formState.isSubmitting} loadingText="Enviando...">
                  Enviar
                </Button>
              </>
            )}
          </Form>
          <p className="mt-5 text-sm text-sand-600">
            Usamos estes dados só para responder ao seu contato e apresentar o Acolher; não os
            repassamos a terceiros. Saiba mais em{' '}
            <Link to="/privacy" className="font-semibold text-brand-800 underline underline-offset-4">
              Privacidade
            </Link>
            .
          </p>
        </>
      )}
    </AuthShell>
  );
}
