import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeftRight, CalendarCheck, HeartHandshake, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

/** Where 'Trocar de psicólogo' leads: 'Indicados para você' without that psychologist. */
const switchPath = (uuid: string) => `/collaborator/app/psychologists?trocar=${uuid}`;

/**
 * 'Trocar de psicólogo' (decision 1383): says that changing is free, that nothing already booked
 * ends unless the person cancels it, and that the new psychologist starts afresh; then opens the
 * matches without this psychologist.
 */
export function SwitchPsychologistButton({
  psychologist,
  className,
  size = 'md',
}: {
  psychologist: { uuid: string; name: string };
  className?: string;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const points = [
    { icon: HeartHandshake, text: 'Trocar é gratuito e você pode fazer isso quando quiser.' },
    {
      icon: CalendarCheck,
      text: `As sessões já marcadas com ${psychologist.name} continuam marcadas. Se quiser, cancele-as em 'Minhas sessões'.`,
    },
    {
      icon: Lock,
      text: 'O novo psicólogo não vê as anotações nem as avaliações do anterior: vocês começam do zero.',
    },
  ];
  return (
    <>
      <Button variant="secondary" size={size} className={className} onClick={() => setOpen(true)}>
        <ArrowLeftRight className="size-4" aria-hidden />
        Trocar de psicólogo
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Trocar de psicólogo"
          description="Nem sempre a primeira pessoa é a certa, e tudo bem."
        >
          <ul className="grid gap-3">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-[15px] text-sand-800">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => navigate(switchPath(psychologist.uuid))}>Ver outros psicólogos</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
