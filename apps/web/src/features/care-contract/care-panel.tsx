import { useState } from 'react';
import { FileSignature, LifeBuoy, Phone } from 'lucide-react';
import { formatPhone } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useCareContractAcceptances, useEmergencyContactOf, useRoomAppointment } from './api';
import { localWhen } from './when';

/**
 * For the psychologist, beside the record and in the room (domain.md §18): which version of its
 * contract the person accepted, and when; and the person's emergency contact, read only when asked
 * (each reading is audited, decision 1372).
 */
export function CarePanel({
  collaboratorUuid,
  psychologistUuid,
}: {
  collaboratorUuid: string;
  psychologistUuid: string;
}) {
  return (
    <div className="grid gap-4">
      <ContractStatus collaboratorUuid={collaboratorUuid} psychologistUuid={psychologistUuid} />
      <EmergencyContact collaboratorUuid={collaboratorUuid} />
    </div>
  );
}

function ContractStatus({
  collaboratorUuid,
  psychologistUuid,
}: {
  collaboratorUuid: string;
  psychologistUuid: string;
}) {
  const list = useCareContractAcceptances(psychologistUuid);
  const mine = list.data?.find((a) => a.collaboratorUuid === collaboratorUuid);
  return (
    <div className="flex items-start gap-2 text-[15px]">
      <FileSignature aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {list.isPending ? (
        <Skeleton className="h-5 w-56" />
      ) : list.isError ? (
        <p className="text-sand-600">Não foi possível ver o aceite do contrato.</p>
      ) : mine ? (
        <p className="text-sand-800">
          Contrato de atendimento: <strong>versão {mine.version}</strong> aceita em{' '}
          {localWhen(mine.acceptedAt)}.
        </p>
      ) : (
        <p className="text-sand-800">Contrato de atendimento: ainda não aceito.</p>
      )}
    </div>
  );
}

function EmergencyContact({ collaboratorUuid }: { collaboratorUuid: string }) {
  const [asked, setAsked] = useState(false);
  const contact = useEmergencyContactOf(collaboratorUuid, asked);
  return (
    <div className="grid gap-2 text-[15px]">
      <h3 className="flex items-center gap-2 font-bold text-sand-900">
        <LifeBuoy aria-hidden className="size-5 text-brand-700" />
        Contato de emergência
      </h3>
      {!asked ? (
        <>
          <p className="text-sand-600">
            Use só se houver risco grave. Cada consulta fica registrada.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() => setAsked(true)}
          >
            Ver contato de emergência
          </Button>
        </>
      ) : contact.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : contact.isError ? (
        <p className="text-sand-600">
          {contact.error instanceof ApiError && contact.error.status === 403
            ? 'Você não pode ver o contato de emergência desta pessoa.'
            : 'Não foi possível carregar o contato de emergência.'}
        </p>
      ) : contact.data.contact ? (
        <div className="grid gap-1 rounded-xl bg-sand-50 p-3">
          <p>
            <span className="font-semibold text-sand-900">{contact.data.contact.name}</span>{' '}
            <span className="text-sand-600">({contact.data.contact.relation})</span>
          </p>
          <a
            href={`tel:+55${contact.data.contact.phone}`}
            className="inline-flex items-center gap-1.5 justify-self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Phone aria-hidden className="size-4" />
            {formatPhone(contact.data.contact.phone)}
          </a>
        </div>
      ) : (
        <p className="text-sand-600">A pessoa não cadastrou um contato de emergência.</p>
      )}
    </div>
  );
}

/** The room's side panel piece: the appointment names the collaborator. */
export function RoomCarePanel({
  appointmentUuid,
  psychologistUuid,
}: {
  appointmentUuid: string;
  psychologistUuid: string;
}) {
  const appointment = useRoomAppointment(appointmentUuid);
  if (!appointment.data) return null;
  return (
    <CarePanel
      collaboratorUuid={appointment.data.collaboratorUuid}
      psychologistUuid={psychologistUuid}
    />
  );
}
