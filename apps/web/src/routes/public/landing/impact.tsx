// Goals, not measured results: the landing cites no study it cannot name.
const figures = [
  { kind: 'Meta', value: '90%', caption: 'das sessões avaliadas como boas ou excelentes pelos colaboradores' },
  { kind: 'Meta', value: '85%', caption: 'dos colaboradores respondendo o radar do bem-estar no primeiro mês' },
  { kind: 'Regra', value: '5+', caption: 'pessoas em cada grupo dos relatórios: a empresa nunca vê respostas individuais' },
];

export function Impact() {
  return (
    <section id="impacto" aria-labelledby="impacto-title" className="scroll-mt-20 bg-brand-900 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-6xl px-5">
        <div className="mb-12 grid max-w-2xl gap-3">
          <p className="text-sm font-bold tracking-wide text-brand-300 uppercase">Impacto</p>
          <h2 id="impacto-title" className="text-3xl font-extrabold text-white sm:text-4xl">Metas que acompanhamos com cada empresa</h2>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {figures.map((f) => (
            <li key={f.value} className="rounded-card bg-white/8 p-7 ring-1 ring-white/10">
              <p className="mb-2 text-sm font-bold tracking-wide text-brand-300 uppercase">{f.kind}</p>
              <p className="mb-2 text-5xl font-extrabold text-brand-200 sm:text-6xl">{f.value}</p>
              <p className="text-base leading-relaxed text-brand-50">{f.caption}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-brand-200/80">Metas, não resultados medidos: cada empresa acompanha as suas no painel de bem-estar. Os grupos de pelo menos 5 pessoas são regra da plataforma.</p>
      </div>
    </section>
  );
}
