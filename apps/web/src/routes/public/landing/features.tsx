import { ChartColumn, ClipboardList, ShieldCheck, UsersRound, type LucideIcon } from 'lucide-react';

// Each card says what the product does today, nothing it does not (decision 1422).
type Feature = { icon: LucideIcon; title: string; text: string };

const features: Feature[] = [
  { icon: ShieldCheck, title: 'Segurança de dados', text: 'Acesso separado por perfil e verificação em duas etapas. A empresa vê indicadores, nunca o conteúdo das sessões.' },
  { icon: UsersRound, title: 'Gestão de equipes', text: 'Cadastre setores e colaboradores, um a um ou por planilha, e acompanhe quem já ativou o acesso e usou suas sessões.' },
  { icon: ChartColumn, title: 'Indicadores por setor', text: 'O radar do bem-estar mostra, mês a mês, como cada setor está, sempre em grupos de pelo menos 5 pessoas, para o RH decidir onde agir primeiro.' },
  { icon: ClipboardList, title: 'Plano de ação com prazos', text: 'Registre as ações de cuidado com responsável, prazo e situação, e imprima o relatório de bem-estar com elas.' },
];

export function Features() {
  return (
    <section aria-labelledby="features-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5">
        <div className="mx-auto mb-12 grid max-w-2xl gap-3 text-center">
          <h2 id="features-title" className="text-3xl font-extrabold sm:text-4xl">Tudo o que sua empresa precisa para cuidar das pessoas</h2>
          <p className="text-lg text-sand-600">Uma plataforma só, simples para o colaborador e completa para o RH.</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((f) => (
            <li key={f.title} className="rounded-card border border-sand-200/80 bg-sand-50 p-6 transition hover:-translate-y-0.5 hover:shadow-soft">
              <span className="mb-4 grid size-12 place-items-center rounded-2xl bg-brand-700 text-white">
                <f.icon className="size-6" strokeWidth={1.75} aria-hidden />
              </span>
              <h3 className="mb-2 text-lg font-bold">{f.title}</h3>
              <p className="text-[15px] leading-relaxed text-sand-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
