import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ArrowLeft, CreditCard, FlaskConical, LockKeyhole, QrCode } from 'lucide-react';
import { MESSAGES, TOASTS } from '@acolher/contracts/errors';
import { formatMoney } from '@acolher/contracts/format';
import { SANDBOX_CARDS } from '@acolher/contracts/purchases';
import { PURCHASE_EXPIRY_MINUTES } from '@acolher/contracts/constants';
import { useSession } from '@/app/use-session';
import { Form, type SchemaForm } from '@/components/forms/form';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api';
import { useCheckoutPurchase, checkoutPurchaseQuery } from '@/features/credits/api/purchases-query';
import { useCreatePurchase } from '@/features/credits/api/create-purchase';
import { useSandboxCheckout } from '@/features/credits/api/sandbox-checkout';
import { DemoStrip } from '@/features/app-config/components/demo-strip';
import { creditsLabel } from '@/features/credits/components/package-chooser';
import { SandboxPixPanel } from '@/features/credits/components/sandbox-pix-panel';
import {
  ZCardForm,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  type TCardForm,
  type TCardFormInput,
} from '@/features/credits/card-form';
import { pageData } from '@/app/page-data';

const CREDITS = '/collaborator/app/credits';
const TEST_CARDS = [
  { number: SANDBOX_CARDS.pays, result: 'Pagamento aprovado' },
  { number: SANDBOX_CARDS.declines, result: 'Pagamento recusado' },
];

export const loader = pageData('collaborator', ({ purchaseUuid = '' }) => [
  checkoutPurchaseQuery(purchaseUuid),
]);

export default function SandboxCheckoutPage() {
  const { purchaseUuid = '' } = useParams();
  const declined = (useLocation().state as { declined?: boolean } | null)?.declined === true;
  // The purchase itself, asked of the server (decision 1410), not looked up in a cached list.
  const query = useCheckoutPurchase(purchaseUuid);
  const purchase = query.data;
  const notFound = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <DemoStrip />
      <Link to={CREDITS} className={buttonClass('ghost', 'sm', 'justify-self-start')}>
        <ArrowLeft aria-hidden />
        Voltar para créditos
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Pagamento</h1>
        <p className="text-sand-600">Finalize a compra dos seus créditos com cartão ou Pix.</p>
      </header>
      {query.isPending ? (
        <div role="status" aria-label="Carregando..." className="grid gap-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-80" />
        </div>
      ) : query.isError && !notFound ? (
        <ErrorState
          title="Não foi possível carregar sua compra."
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : !purchase ? (
        <EmptyState
          title="Compra não encontrada."
          description="Volte para a página de créditos e escolha um pacote."
          action={
            <Link to={CREDITS} className={buttonClass('primary')}>
              Ir para créditos
            </Link>
          }
        />
      ) : purchase.status === 'expired' ? (
        <EmptyState
          title="Esta compra expirou."
          description={`Ela ficou ${PURCHASE_EXPIRY_MINUTES} minutos sem pagamento e nada foi cobrado. Escolha o pacote de novo para continuar.`}
          action={
            <Link to={CREDITS} className={buttonClass('primary')}>
              Escolher um pacote
            </Link>
          }
        />
      ) : purchase.status !== 'pending' ? (
        <EmptyState
          title={MESSAGES.purchaseNotPending}
          description="Confira a situação dela no histórico de compras."
          action={
            <Link to={CREDITS} className={buttonClass('primary')}>
              Ir para créditos
            </Link>
          }
        />
      ) : (
        <>
          {declined && (
            <p
              role="alert"
              className="rounded-2xl border border-red-200 bg-red-50 p-4 text-[15px] text-red-900"
            >
              <strong>Pagamento recusado.</strong> Nenhum valor foi cobrado. Tente outro cartão ou
              pague com Pix.
            </p>
          )}
          <Card>
            <CardContent className="flex items-center justify-between gap-4">
              <div className="grid">
                <span className="text-sm text-sand-600">Você está comprando</span>
                <span className="text-lg font-bold">{creditsLabel(purchase.amount)}</span>
              </div>
              <div className="grid text-right">
                <span className="text-sm text-sand-600">Total</span>
                <span className="text-2xl font-extrabold">{formatMoney(purchase.price)}</span>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              {/* Card or Pix, as Stripe Checkout offers (decision 1209). */}
              <Tabs defaultValue="card">
                <TabsList aria-label="Forma de pagamento" className="w-full">
                  <TabsTrigger
                    value="card"
                    className="inline-flex flex-1 items-center justify-center gap-2"
                  >
                    <CreditCard className="size-4" aria-hidden />
                    Cartão
                  </TabsTrigger>
                  <TabsTrigger
                    value="pix"
                    className="inline-flex flex-1 items-center justify-center gap-2"
                  >
                    <QrCode className="size-4" aria-hidden />
                    Pix
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="card" className="mt-6">
                  <CardForm
                    key={purchase.uuid}
                    purchaseUuid={purchase.uuid}
                    amount={purchase.amount}
                    price={purchase.price}
                  />
                </TabsContent>
                <TabsContent value="pix" className="mt-6">
                  <SandboxPixPanel purchaseUuid={purchase.uuid} price={purchase.price} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

function CardForm({
  purchaseUuid,
  amount,
  price,
}: {
  purchaseUuid: string;
  amount: number;
  price: number;
}) {
  const navigate = useNavigate();
  const { user } = useSession('collaborator');
  const pay = useSandboxCheckout(purchaseUuid);
  const again = useCreatePurchase();
  const busy = pay.isPending || again.isPending;

  const onSubmit = ({ cardNumber }: TCardForm, form: SchemaForm<TCardFormInput, TCardForm>) => {
    if (busy) return;
    pay.mutate(cardNumber, {
      onSuccess: ({ status }) => {
        if (status === 'confirmed') {
          navigate('/collaborator/app/credits/success', { replace: true });
          return;
        }
        // A refused card is tried again here (decision 1410): the refused purchase stays in the
        // history as failed, and the same package gets a new checkout, this page again.
        again.mutate(
          { amount, collaboratorUuid: user.uuid },
          {
            onSuccess: ({ paymentUrl }) => {
              if (paymentUrl.startsWith('/'))
                navigate(paymentUrl, { replace: true, state: { declined: true } });
              else window.location.assign(paymentUrl);
            },
            onError: () => {
              toast.error(TOASTS.purchase.error, {
                description: `${MESSAGES.paymentDeclined}. Nenhum valor foi cobrado.`,
              });
              navigate(CREDITS, { replace: true });
            },
          },
        );
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400 && err.message) {
          form.setError('cardNumber', { message: err.message }, { shouldFocus: true });
          return;
        }
        toast.error(
          TOASTS.purchase.error,
          err instanceof ApiError && err.message ? { description: err.message } : undefined,
        );
        if (err instanceof ApiError && err.status === 409) navigate(CREDITS, { replace: true });
      },
    });
  };

  const fillCard = (form: SchemaForm<TCardFormInput, TCardForm>, number: string) => {
    form.setValue('cardNumber', maskCardNumber(number), {
      shouldValidate: form.formState.isSubmitted,
    });
    form.setFocus('holderName');
  };

  return (
    <Form
      schema={ZCardForm}
      defaultValues={{ cardNumber: '', holderName: '', expiry: '', cvv: '' }}
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label="Dados do cartão"
    >
      {(form) => (
        <>
          <aside
            aria-label="Ambiente de testes"
            className="grid gap-2 rounded-2xl border border-yellow-200 bg-yellow-50 p-4 text-[15px] text-yellow-900"
          >
            <p className="flex items-center gap-2 font-bold">
              <FlaskConical className="size-4.5" aria-hidden />
              Ambiente de testes
            </p>
            <p>
              Nenhuma cobrança real é feita. Use um destes cartões, com qualquer nome, validade
              futura e CVV:
            </p>
            <ul className="grid gap-1.5">
              {TEST_CARDS.map((c) => (
                <li
                  key={c.number}
                  className="flex items-center justify-between gap-3 rounded-xl bg-white/70 px-3 py-2"
                >
                  <span className="grid">
                    <span className="font-mono font-semibold tracking-wide">
                      {maskCardNumber(c.number)}
                    </span>
                    <span className="text-sm">{c.result}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => fillCard(form, c.number)}
                    disabled={busy}
                  >
                    Usar
                    <span className="sr-only"> o cartão {c.result}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </aside>

          <div className="grid gap-4">
            <FormField
              label="Número do cartão"
              required
              error={form.formState.errors.cardNumber?.message}
            >
              <MaskedInput
                mask={maskCardNumber}
                placeholder="0000 0000 0000 0000"
                autoComplete="cc-number"
                maxLength={23}
                {...form.register('cardNumber')}
              />
            </FormField>
            <FormField
              label="Nome impresso no cartão"
              required
              error={form.formState.errors.holderName?.message}
            >
              <Input
                autoComplete="cc-name"
                placeholder="Como está no cartão"
                {...form.register('holderName')}
              />
            </FormField>
            <div className="grid grid-cols-2 gap-4">
              <FormField label="Validade" required error={form.formState.errors.expiry?.message}>
                <MaskedInput
                  mask={maskExpiry}
                  placeholder="MM/AA"
                  autoComplete="cc-exp"
                  maxLength={5}
                  {...form.register('expiry')}
                />
              </FormField>
              <FormField label="CVV" required error={form.formState.errors.cvv?.message}>
                <MaskedInput
                  mask={maskCvv}
                  placeholder="123"
                  autoComplete="cc-csc"
                  maxLength={4}
                  {...form.register('cvv')}
                />
              </FormField>
            </div>
            <Button
              type="submit"
              size="lg"
              className="mt-2"
              loading={busy}
              loadingText="Processando pagamento..."
            >
              <CreditCard aria-hidden />
              Pagar {formatMoney(price)}
            </Button>
            <p className="flex items-center justify-center gap-2 text-sm text-sand-600">
              <LockKeyhole className="size-4 text-brand-700" aria-hidden />
              Seus dados são enviados com segurança.
            </p>
          </div>
        </>
      )}
    </Form>
  );
}
