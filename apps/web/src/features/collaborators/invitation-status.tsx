import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { INVITATION_STATUS_LABELS } from '@acolher/contracts/invitations';
import { formatName } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { TSectorCollaborator } from '@acolher/contracts/answers/sectors';
import { errorMessage } from '@/lib/api';
import { useResendInvitation } from './import-api';

/**
 * The invitation's status on a sector page (decision 1208): 'Convite enviado' with 'Reenviar
 * convite' until the person sets a password, then 'Ativo'.
 */
export function InvitationCell({ person }: { person: TSectorCollaborator }) {
  const resend = useResendInvitation();
  if (!person.invitationStatus) return null;
  if (person.invitationStatus === 'active') {
    return <Badge tone="success">{INVITATION_STATUS_LABELS.active}</Badge>;
  }
  const send = () =>
    resend.mutate(person.uuid, {
      onSuccess: () => toast.success(`Convite reenviado para ${person.email}`),
      onError: (err) => toast.error(errorMessage(err, 'Não foi possível reenviar o convite.')),
    });
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-x-2 gap-y-1 md:justify-start">
      <Badge tone="pending">{INVITATION_STATUS_LABELS.invited}</Badge>
      <Button
        variant="link"
        size="sm"
        onClick={(e) => {
          e.stopPropagation();
          send();
        }}
        loading={resend.isPending}
        loadingText="Reenviando..."
        aria-label={`Reenviar convite para ${formatName(person.name)}`}
      >
        <Send aria-hidden /> Reenviar convite
      </Button>
    </span>
  );
}
