import { CreditCard, Infinity as InfinityIcon, LockKeyhole, QrCode } from 'lucide-react';
import type { TCreditPackage } from '@acolher/contracts/constants';
import { formatMoney } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { creditsLabel } from './package-chooser';

type Props = { pkg: TCreditPackage; onBuy: () => void; busy: boolean; redirecting: boolean };

export function PurchaseSummary({ pkg, onBuy, busy, redirecting }: Props) {
  const perSession = Math.round(pkg.priceCents / pkg.credits);
  return (
    <Card aria-labelledby="resumo-compra" className="lg:sticky lg:top-24">
      <CardContent className="grid gap-5">
        <h2 id="resumo-compra" className="text-lg font-bold">
          Resumo da compra
        </h2>
        <dl className="grid gap-3 text-[15px]">
          <div className="flex justify-between gap-4">
            <dt className="text-sand-600">Pacote</dt>
            <dd className="font-semibold">{creditsLabel(pkg.credits)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-sand-600">Valor por sessão</dt>
            <dd className="font-semibold">{formatMoney(perSession)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-sand-600">Validade</dt>
            <dd className="inline-flex items-center gap-1.5 font-semibold text-brand-800">
              <InfinityIcon className="size-4" aria-hidden />
              Validade ilimitada
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-sand-200 pt-3">
            <dt className="font-bold">Total</dt>
            <dd className="text-2xl font-extrabold text-sand-900">{formatMoney(pkg.priceCents)}</dd>
          </div>
        </dl>
        <Button
          size="lg"
          variant="accent"
          onClick={onBuy}
          loading={busy || redirecting}
          loadingText={redirecting ? 'Redirecionando...' : 'Processando...'}
        >
          Comprar {creditsLabel(pkg.credits)}
        </Button>
        <p className="flex items-start gap-2 text-sm text-sand-600">
          <LockKeyhole className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          Pagamento seguro. Os créditos entram na sua conta assim que o pagamento é confirmado.
        </p>
        <div className="grid gap-2 border-t border-sand-200 pt-4">
          <h3 className="text-sm font-bold text-sand-900">Formas de pagamento aceitas</h3>
          <ul className="flex flex-wrap gap-2" aria-label="Formas de pagamento aceitas">
            <li className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-sand-800">
              <CreditCard className="size-4 text-brand-700" aria-hidden />
              Cartão de crédito
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-sand-800">
              <QrCode className="size-4 text-brand-700" aria-hidden />
              Pix
            </li>
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
