import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  CalendarPlus,
  ChevronRight,
  History,
  Lock,
  MessageCircleHeart,
  Radar,
  Route,
  type LucideIcon,
} from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { radarBadgeLabel } from '@acolher/contracts/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

type Suggestion = {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  radar?: boolean;
};

const RADAR_PATH = '/collaborator/app/well-being-radar';

const SUGGESTIONS: Suggestion[] = [
  {
    title: 'Radar do bem-estar',
    description: 'Responda em poucos minutos e acompanhe como você está.',
    to: RADAR_PATH,
    icon: Radar,
    radar: true,
  },
  {
    title: 'Conversar com a Psi Priscila',
    description: 'Uma conversa acolhedora, a qualquer hora.',
    to: '/collaborator/app/psi-priscila',
    icon: MessageCircleHeart,
  },
  {
    title: 'Trilha do bem-estar',
    description: 'Suas medalhas e o caminho até as recompensas.',
    to: '/collaborator/app/well-being-trail',
    icon: Route,
  },
  {
    title: 'Agendar uma sessão com psicólogo',
    description: 'Escolha um profissional e um horário que caibam no seu dia.',
    to: '/collaborator/app/psychologists',
    icon: CalendarPlus,
  },
  {
    title: 'Ver histórico de atendimentos',
    description: 'Suas sessões, o link da sala e cancelamentos.',
    to: '/collaborator/app/appointments-history',
    icon: History,
  },
];

/**
 * docs/domain.md §20: five cards; all but the radar are blocked until the radar was sent once, as the
 * spec says (decision 1415: Psi Priscila is reached by the hero's link and the top bar meanwhile). A
 * blocked card says why and its toast leads to the radar (decision 1416).
 */
export function SuggestionCards({ hasSentForm }: { hasSentForm: boolean }) {
  const navigate = useNavigate();
  const toRadar = () =>
    toast.error(TOASTS.radarRequired, {
      description: 'Leva poucos minutos. Depois, tudo fica disponível.',
      action: { label: 'Responder o radar', onClick: () => navigate(RADAR_PATH) },
    });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Sugestões para você">
      {SUGGESTIONS.map((s) => {
        const blocked = !s.radar && !hasSentForm;
        return (
          <li key={s.to}>
            <button
              type="button"
              onClick={() => (blocked ? toRadar() : navigate(s.to))}
              className={cn(
                'group flex h-full w-full cursor-pointer flex-col gap-3 rounded-card border bg-white p-5 text-left shadow-soft transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                blocked
                  ? 'border-sand-200 bg-sand-50/80'
                  : 'border-sand-200/80 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift',
                s.radar && !hasSentForm && 'border-brand-300 ring-2 ring-brand-100',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <span
                  className={cn(
                    'grid size-12 place-items-center rounded-2xl',
                    blocked ? 'bg-sand-100 text-sand-400' : 'bg-brand-50 text-brand-700',
                  )}
                >
                  <s.icon className="size-6" aria-hidden />
                </span>
                {s.radar ? (
                  <Badge tone={hasSentForm ? 'success' : 'pending'}>
                    {radarBadgeLabel(hasSentForm)}
                  </Badge>
                ) : blocked ? (
                  <Lock
                    className="size-5 text-sand-400"
                    aria-label="Bloqueado até você responder o radar"
                  />
                ) : null}
              </div>
              <div className="grid gap-1">
                <span
                  className={cn(
                    'text-lg font-bold',
                    blocked ? 'text-sand-500' : 'text-sand-900 group-hover:text-brand-800',
                  )}
                >
                  {s.title}
                </span>
                <span className={cn('text-[15px]', blocked ? 'text-sand-400' : 'text-sand-600')}>
                  {s.description}
                </span>
              </div>
              <span
                className={cn(
                  'mt-auto flex items-center gap-1 text-sm font-bold',
                  blocked ? 'text-sand-400' : 'text-brand-700',
                )}
              >
                {blocked
                  ? 'Disponível após responder o radar'
                  : s.radar && !hasSentForm
                    ? 'Responder agora'
                    : 'Acessar'}
                {!blocked && (
                  <ChevronRight
                    className="size-4 transition group-hover:translate-x-0.5"
                    aria-hidden
                  />
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
