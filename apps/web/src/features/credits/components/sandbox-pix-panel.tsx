import { useNavigate } from 'react-router';
import { Copy, FlaskConical, QrCode } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatMoney } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSandboxPix } from '../api/sandbox-checkout';
import { TestPixCode } from './test-pix-code';

const CREDITS = '/collaborator/app/credits';

/**
 * The sandbox's 'Pix Copia e Cola' (decision 1426): a test code drawn from the purchase id that
 * is no BR Code on purpose (it does not start with '000201'), so no bank app can try to pay it.
 */
const sandboxPixCode = (purchaseUuid: string) =>
  `ACOLHER-PIX-TESTE-${purchaseUuid.replace(/-/g, '').toUpperCase()}`;

/** 'Pix Copia e Cola': the code to paste in the bank app, and 'Copiar'. */
function PixCopyPaste({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('Código Pix copiado.', {
        description: 'Cole no app do seu banco, em Pix Copia e Cola.',
      });
    } catch {
      toast.error('Não foi possível copiar. Selecione o código e copie.');
    }
  };
  return (
    <div className="grid w-full gap-2">
      <label htmlFor="pix-copia-e-cola" className="text-[15px] font-bold text-sand-900">
        Pix Copia e Cola
      </label>
      <div className="flex gap-2">
        <input
          id="pix-copia-e-cola"
          readOnly
          value={code}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-sand-200 bg-sand-50 px-3 font-mono text-sm text-sand-800"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copiar
        </Button>
      </div>
    </div>
  );
}

/**
 * The sandbox's Pix (decision 1209): a test QR code and 'Simular pagamento', which pays through the
 * same signed notification as the test card, so the credits arrive exactly once.
 */
export function SandboxPixPanel({ purchaseUuid, price }: { purchaseUuid: string; price: number }) {
  const navigate = useNavigate();
  const pay = useSandboxPix(purchaseUuid);

  const simulate = () => {
    if (pay.isPending) return;
    pay.mutate(undefined, {
      onSuccess: ({ status }) => {
        if (status === 'confirmed')
          navigate('/collaborator/app/credits/success', { replace: true });
        else {
          toast.error(TOASTS.purchase.error);
          navigate(CREDITS, { replace: true });
        }
      },
      onError: (err) => {
        toast.error(
          TOASTS.purchase.error,
          err instanceof ApiError && err.message ? { description: err.message } : undefined,
        );
        if (err instanceof ApiError && err.status === 409) navigate(CREDITS, { replace: true });
      },
    });
  };

  return (
    <div className="grid gap-5">
      <div className="grid justify-items-center gap-3 rounded-2xl border border-sand-200 bg-white p-5">
        <TestPixCode seed={purchaseUuid} className="size-48 sm:size-56" />
        <p className="text-center text-[15px] text-sand-700">
          Abra o app do seu banco, escolha <strong>Pix</strong> e leia o QR Code ou cole o código
          abaixo. Valor: <strong className="whitespace-nowrap text-sand-900">{formatMoney(price)}</strong>.
        </p>
        <PixCopyPaste code={sandboxPixCode(purchaseUuid)} />
      </div>
      <aside
        aria-label="Pix no ambiente de testes"
        className="grid gap-1.5 rounded-2xl border border-yellow-200 bg-yellow-50 p-4 text-[15px] text-yellow-900"
      >
        <p className="flex items-center gap-2 font-bold">
          <FlaskConical className="size-4.5" aria-hidden />
          Ambiente de testes
        </p>
        <p>
          Este QR Code e o código são só exemplos: nenhum Pix real é cobrado. Toque em
          &lsquo;Simular pagamento&rsquo; para o banco confirmar o Pix na hora.
        </p>
      </aside>
      <Button
        size="lg"
        onClick={simulate}
        loading={pay.isPending}
        loadingText="Confirmando o Pix..."
      >
        <QrCode aria-hidden />
        Simular pagamento
      </Button>
    </div>
  );
}
