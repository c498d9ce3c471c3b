import { CalendarCheck2, MessageCircleHeart, Sparkles } from 'lucide-react';
import { StatusDot } from '@/components/ui/status-dot';

const radar = [
  { label: 'Bem-estar', value: 72 },
  { label: 'Sono', value: 58 },
  { label: 'Relações', value: 84 },
  { label: 'Equilíbrio', value: 66 },
];

/** A glimpse of the collaborator's app, drawn with HTML (no image to download). Decorative. */
export function HeroVisual() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md pb-14 select-none">
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-br from-brand-200/70 via-brand-100/60 to-accent-100/70 blur-2xl" />
      <div className="rounded-[2rem] border border-white/70 bg-white/90 p-5 shadow-lift backdrop-blur sm:p-6">
        <div className="mb-4 flex items-center justify-between">
          <div>
            <p className="text-sm font-semibold text-sand-500">Olá, Ana</p>
            <p className="text-lg font-extrabold text-sand-900">Como você está hoje?</p>
          </div>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">3 créditos</span>
        </div>
        <div className="rounded-2xl bg-sand-50 p-4">
          <div className="mb-3 flex items-center justify-between">
            <p className="flex items-center gap-2 font-bold text-sand-800">
              <Sparkles className="size-4 text-accent-500" /> Radar do bem-estar
            </p>
            <StatusDot tone="success" label="Respondido" />
          </div>
          <ul className="grid gap-2.5">
            {radar.map((r) => (
              <li key={r.label} className="grid grid-cols-[5.5rem_1fr] items-center gap-3 text-sm text-sand-600">
                {r.label}
                <span className="h-2.5 overflow-hidden rounded-full bg-sand-200">
                  <span className="block h-full rounded-full bg-gradient-to-r from-brand-400 to-brand-600" style={{ width: `${r.value}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-3 flex items-center gap-3 rounded-2xl border border-sand-200 p-4">
          <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white">
            <CalendarCheck2 className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-bold text-sand-900">Sessão com Dra. Helena</p>
            <p className="text-sm text-sand-600">Quinta, 14:00 · 50 minutos</p>
          </div>
          <StatusDot tone="pending" label="Pendente" className="max-sm:hidden" />
        </div>
      </div>
      <div className="absolute bottom-0 -left-2 flex max-w-[15rem] items-start gap-2.5 rounded-2xl border border-sand-200 bg-white p-3.5 shadow-lift sm:-left-10">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-600">
          <MessageCircleHeart className="size-5" />
        </span>
        <p className="text-sm leading-snug text-sand-700">
          <strong className="block text-sand-900">Psi Priscila</strong>
          Tiro suas dúvidas e indico onde buscar ajuda.
        </p>
      </div>
    </div>
  );
}
