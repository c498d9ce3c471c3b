import { useState } from 'react';
import { Laptop } from 'lucide-react';
import type { TDeviceSession } from '@acolher/contracts/answers/mfa';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDevices, useEndDevice } from '../api/mfa';
import { AccountSection } from './account-section';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** 'Dispositivos conectados' (domain.md §14): this one marked, any other can be ended. */
export function ConnectedDevices({ className }: { className?: string }) {
  const devices = useDevices();
  const end = useEndDevice();
  const [target, setTarget] = useState<TDeviceSession | null>(null);
  const confirm = () =>
    target &&
    end.mutate(target.uuid, {
      onSuccess: () => {
        toast.success('Sessão encerrada.');
        setTarget(null);
      },
      onError: (err) => toast.error(errorMessage(err, 'Não foi possível encerrar a sessão.')),
    });
  return (
    <AccountSection
      icon={Laptop}
      title="Dispositivos conectados"
      className={className}
      description="Onde sua conta está aberta agora. Encerre o que você não reconhece."
    >
      {devices.isPending && <Skeleton className="h-24" />}
      {devices.isError && <ErrorState onRetry={() => void devices.refetch()} />}
      {devices.data && devices.data.length === 0 && (
        <p className="text-[15px] text-sand-600">Nenhuma sessão aberta.</p>
      )}
      {devices.data && devices.data.length > 0 && (
        <ul className="grid gap-2" aria-label="Sessões abertas">
          {devices.data.map((d) => (
            <li
              key={d.uuid}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand-200 px-3 py-2"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-semibold text-sand-900">
                  {d.browser} · {d.device}
                  {d.current && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-700">
                      Este dispositivo
                    </span>
                  )}
                </span>
                <span className="text-sm text-sand-600">
                  {d.address ? `${d.address} · ` : ''}entrou em {when(d.startedAt)} · último uso{' '}
                  {when(d.lastUsedAt)}
                </span>
              </div>
              {!d.current && (
                <Button size="sm" variant="ghost" onClick={() => setTarget(d)}>
                  Encerrar
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Encerrar esta sessão?"
        description="Quem estiver usando sua conta nesse dispositivo precisará entrar de novo."
        confirmLabel="Encerrar"
        loadingLabel="Encerrando..."
        onConfirm={confirm}
        loading={end.isPending}
      />
    </AccountSection>
  );
}
