import { useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSignOutEverywhere } from '../api/own-account';
import { AccountSection } from './account-section';

const SIGNED_OUT_EVERYWHERE = 'Você saiu de todos os dispositivos. Entre novamente.';

/** 'Sair de todos os dispositivos': asks first; then every session ends, this one too. */
export function SignOutEverywhere({ onDone }: { onDone: (notice: string) => void }) {
  const [open, setOpen] = useState(false);
  const end = useSignOutEverywhere();
  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onDone(SIGNED_OUT_EVERYWHERE);
      },
      onError: (err) =>
        toast.error(errorMessage(err, 'Não foi possível encerrar as sessões. Tente novamente.')),
    });

  return (
    <AccountSection
      icon={MonitorSmartphone}
      title="Sair de todos os dispositivos"
      description="Encerra sua sessão em todos os celulares e computadores onde você entrou, inclusive neste. Útil se você usou um aparelho de outra pessoa ou perdeu o seu."
    >
      <Button variant="secondary" className="sm:w-fit" onClick={() => setOpen(true)}>
        Sair de todos os dispositivos
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sair de todos os dispositivos?"
        description="Todas as suas sessões serão encerradas, inclusive esta. Para voltar, entre novamente com seu e-mail e senha."
        confirmLabel="Sair de todos"
        loadingLabel="Saindo..."
        onConfirm={confirm}
        loading={end.isPending}
      />
    </AccountSection>
  );
}
