import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { CREDIT_PACKAGES, PAYMENT_REDIRECT_DELAY_MS } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api';
import { useCreatePurchase } from '@/features/credits/api/create-purchase';
import { CreditBalance } from '@/features/credits/components/credit-balance';
import { PackageChooser } from '@/features/credits/components/package-chooser';
import { PurchaseHistory } from '@/features/credits/components/purchase-history';
import { HowItWorks } from '@/features/credits/components/how-it-works';
import { PurchaseSummary } from '@/features/credits/components/purchase-summary';
import { CompanyPaidNotice } from '@/features/credits/components/company-paid-notice';
import { useAppConfig } from '@/features/app-config/api/app-config';
import { collaboratorQuery, useCollaborator } from '@/app/use-collaborator';
import { purchasesQuery } from '@/features/credits/api/purchases-query';
import { pageData } from '@/app/page-data';

const REDIRECT_NOTICE = 'purchase-redirecting';
const DEFAULT_PACKAGE = CREDIT_PACKAGES.find((p) => p.popular) ?? CREDIT_PACKAGES[0];

export const loader = pageData('collaborator', (_params, { uuid }) => [
  collaboratorQuery(uuid),
  purchasesQuery(uuid),
]);

export default function CreditsPage() {
  const navigate = useNavigate();
  const { user } = useCollaborator();
  const [amount, setAmount] = useState(DEFAULT_PACKAGE.credits);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const purchase = useCreatePurchase();
  const pkg = CREDIT_PACKAGES.find((p) => p.credits === amount) ?? DEFAULT_PACKAGE;
  // PAYMENTS=off: no purchase, the balance and where credits come from (domain.md §15).
  const purchasesOff = useAppConfig()?.payments === 'off';

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const buy = () => {
    if (purchase.isPending || redirecting) return;
    purchase.mutate(
      { amount: pkg.credits, collaboratorUuid: user.uuid },
      {
        onSuccess: ({ paymentUrl }) => {
          setRedirecting(true);
          toast.success(TOASTS.purchase.redirecting, { id: REDIRECT_NOTICE });
          timer.current = window.setTimeout(() => {
            // The notice has done its job: it must not linger on the checkout page.
            toast.dismiss(REDIRECT_NOTICE);
            // The sandbox checkout is a page of this app; a provider's checkout is another site.
            if (paymentUrl.startsWith('/')) navigate(paymentUrl);
            else window.location.assign(paymentUrl);
          }, PAYMENT_REDIRECT_DELAY_MS);
        },
        onError: (err) => {
          const detail = err instanceof ApiError && err.message ? err.message : undefined;
          toast.error(TOASTS.purchase.error, detail ? { description: detail } : undefined);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Créditos"
        description={
          purchasesOff
            ? 'Seus créditos para agendar sessões com psicólogos.'
            : 'Compre créditos para agendar sessões com psicólogos.'
        }
      />
      <div className="grid gap-8">
        <CreditBalance credits={user.credits} />
        {purchasesOff ? (
          <CompanyPaidNotice />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="grid gap-6">
              <PackageChooser
                packages={CREDIT_PACKAGES}
                value={amount}
                onChange={setAmount}
                disabled={purchase.isPending || redirecting}
              />
              <HowItWorks />
            </div>
            <div className="lg:mt-10">
              <PurchaseSummary
                pkg={pkg}
                onBuy={buy}
                busy={purchase.isPending}
                redirecting={redirecting}
              />
            </div>
          </div>
        )}
        <PurchaseHistory collaboratorUuid={user.uuid} />
      </div>
    </>
  );
}
