import { useState } from 'react';
import { CircleCheck, UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useRequestDeletion } from '../api/own-account';
import { AccountSection } from './account-section';

const DELETION_REQUESTED =
  'Pedido enviado. A administração do Acolher vai concluir a exclusão da sua conta.';

/**
 * 'Excluir minha conta': asks first, then sends a request that the administrators see and complete
 * (domain.md §14). Until then the account keeps working, and the page says so.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const request = useRequestDeletion();
  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(DELETION_REQUESTED);
      },
      onError: (err) =>
        toast.error(errorMessage(err, 'Não foi possível enviar o pedido. Tente novamente.')),
    });

  return (
    <AccountSection
      tone="danger"
      icon={UserX}
      title="Excluir minha conta"
      description="O pedido vai para a administração do Acolher, que conclui a exclusão. Depois disso você não consegue mais entrar; seus dados pessoais são apagados ao fim do prazo que a lei exige guardar."
    >
      {request.isSuccess ? (
        <p
          role="status"
          className="flex gap-2 rounded-xl bg-green-50 px-4 py-3 text-[15px] text-green-900"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>{DELETION_REQUESTED} Até lá, você continua podendo entrar.</span>
        </p>
      ) : (
        <Button variant="destructive" className="sm:w-fit" onClick={() => setOpen(true)}>
          Excluir minha conta
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Excluir sua conta?"
        description="Vamos enviar seu pedido de exclusão para a administração do Acolher. Quando ela concluir, você não poderá mais entrar com esta conta. Se quiser uma cópia dos seus dados, baixe-a antes."
        confirmLabel="Pedir exclusão"
        loadingLabel="Enviando..."
        onConfirm={confirm}
        loading={request.isPending}
      />
    </AccountSection>
  );
}
