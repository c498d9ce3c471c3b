import { CalendarCheck, CreditCard, MousePointerClick } from 'lucide-react';

const STEPS = [
  {
    icon: MousePointerClick,
    title: 'Escolha o pacote',
    text: 'Cada crédito vale uma sessão de 50 minutos.',
  },
  {
    icon: CreditCard,
    title: 'Pague com segurança',
    text: 'Cartão de crédito ou Pix, numa página de pagamento protegida.',
  },
  {
    icon: CalendarCheck,
    title: 'Agende quando quiser',
    text: 'Os créditos não expiram: use no seu tempo.',
  },
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="como-funciona-creditos"
      className="rounded-card border border-sand-200/80 bg-white/70 p-5 sm:p-6"
    >
      <h2 id="como-funciona-creditos" className="mb-4 text-base font-bold">
        Como funciona
      </h2>
      <ol className="grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <step.icon className="size-5" aria-hidden />
            </span>
            <span className="grid gap-0.5">
              <span className="font-semibold text-sand-900">
                {i + 1}. {step.title}
              </span>
              <span className="text-sm text-sand-600">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
