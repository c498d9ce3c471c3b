import { useState } from 'react';
import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { DAY_NAMES } from '@acolher/contracts/constants';
import {
  WAITLIST_MESSAGES,
  WAITLIST_PERIOD_LABELS,
  WAITLIST_PERIODS,
  ZWaitlistJoin,
  type TWaitlistJoin,
  type TWaitlistJoinInput,
} from '@acolher/contracts/waitlist';
import { FormDialog } from '@/components/forms/form';
import { Controlled } from '@/components/forms/controlled';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useJoinWaitlist, useMyWaitlist } from './api';
import { ChoiceChips } from './choice-chips';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: DAY_NAMES[d] }));
const PERIODS = WAITLIST_PERIODS.map((p) => ({ value: p, label: WAITLIST_PERIOD_LABELS[p] }));

/**
 * 'Entrar na lista de espera' (domain.md §26): under the booking card of a psychologist's page, for
 * when no free slot suits; a freed slot that matches is offered by e-mail and WhatsApp.
 */
export function JoinWaitlistCard({ psychologistUuid, psychologistName }: { psychologistUuid: string; psychologistName: string }) {
  const [open, setOpen] = useState(false);
  const mine = useMyWaitlist();
  const join = useJoinWaitlist(psychologistUuid);
  const place = mine.data?.find((e) => e.psychologist.uuid === psychologistUuid);
  return (
    <Card>
      <CardContent className="grid gap-3">
        <h2 className="flex items-center gap-2 text-base font-bold text-sand-900">
          <Hourglass className="size-5 text-brand-600" aria-hidden />
          Nenhum horário serve?
        </h2>
        {place ? (
          <>
            <p className="text-[15px] text-sand-700">
              Você está na lista de espera de {psychologistName} (posição {place.position}). Avisaremos
              por e-mail e WhatsApp quando abrir um horário para você.
            </p>
            <Link to="/collaborator/app/waitlist" className={buttonClass('secondary', 'md', 'w-full sm:w-fit')}>
              Ver minhas listas de espera
            </Link>
          </>
        ) : (
          <>
            <p className="text-[15px] text-sand-700">
              Entre na lista de espera: quando abrir um horário nos dias e períodos que você escolher,
              ele fica reservado para você por 15 minutos.
            </p>
            <Button
              variant="secondary"
              className="w-full sm:w-fit"
              disabled={mine.isPending}
              onClick={() => setOpen(true)}
            >
              Entrar na lista de espera
            </Button>
          </>
        )}
      </CardContent>
      <FormDialog<TWaitlistJoinInput, TWaitlistJoin>
        open={open}
        onOpenChange={setOpen}
        title="Entrar na lista de espera"
        description={`Quando abrir um horário com ${psychologistName} que combine com você, avisamos por e-mail e WhatsApp.`}
        size="sm"
        submitLabel="Entrar na lista"
        loadingText="Entrando..."
        schema={ZWaitlistJoin}
        defaultValues={{ weekdays: [], periods: [] }}
        onSubmit={async (values) => {
          try {
            await join.mutateAsync(values);
            toast.success(WAITLIST_MESSAGES.joined);
            setOpen(false);
          } catch (error) {
            toast.error(errorMessage(error, 'Não foi possível entrar na lista de espera'));
          }
        }}
      >
        {({ control, formState: { errors } }) => (
          <div className="grid gap-5">
            <Controlled
              control={control}
              name="weekdays"
              render={(field) => (
                <ChoiceChips
                  legend="Dias da semana"
                  options={WEEKDAYS}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.weekdays?.message}
                />
              )}
            />
            <Controlled
              control={control}
              name="periods"
              render={(field) => (
                <ChoiceChips
                  legend="Períodos"
                  options={PERIODS}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.periods?.message}
                />
              )}
            />
          </div>
        )}
      </FormDialog>
    </Card>
  );
}
