const steps = [
  { title: 'A empresa cadastra as equipes', text: 'Setores e colaboradores entram na plataforma e cada pessoa recebe créditos para sessões.' },
  { title: 'O colaborador responde o radar', text: 'Um questionário rápido do bem-estar mostra como cada um está, com total sigilo.' },
  { title: 'Sessões de 50 minutos', text: 'O colaborador escolhe o psicólogo e o horário. O lembrete com o link chega por e-mail ou WhatsApp 15 minutos antes.' },
  { title: 'O RH acompanha e age', text: 'Indicadores por setor e um plano de ação orientam decisões que melhoram o dia a dia.' },
];

export function HowItWorks() {
  return (
    <section id="como-funciona" aria-labelledby="como-funciona-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5">
        <div className="mb-12 grid max-w-2xl gap-3">
          <p className="text-sm font-bold tracking-wide text-accent-600 uppercase">Como funciona</p>
          <h2 id="como-funciona-title" className="text-3xl font-extrabold sm:text-4xl">Do cadastro à primeira sessão em poucos dias</h2>
        </div>
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title} className="relative rounded-card bg-white p-6 shadow-soft">
              <span className="mb-5 grid size-11 place-items-center rounded-full bg-brand-50 text-lg font-extrabold text-brand-700 ring-1 ring-brand-200">
                {i + 1}
              </span>
              <h3 className="mb-2 text-lg font-bold">{s.title}</h3>
              <p className="text-[15px] leading-relaxed text-sand-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
