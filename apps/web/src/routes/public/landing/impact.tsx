const figures = [
  { value: '92%', caption: 'dos colaboradores avaliam as sessões como boas ou excelentes' },
  { value: '40%', caption: 'de ganho de produtividade nas equipes acompanhadas' },
  { value: '85%', caption: 'dos colaboradores respondem o radar do bem-estar no primeiro mês' },
];

export function Impact() {
  return (
    <section id="impacto" aria-labelledby="impacto-title" className="scroll-mt-20 bg-brand-900 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-6xl px-5">
        <div className="mb-12 grid max-w-2xl gap-3">
          <p className="text-sm font-bold tracking-wide text-brand-300 uppercase">Impacto</p>
          <h2 id="impacto-title" className="text-3xl font-extrabold text-white sm:text-4xl">Resultados que as pessoas sentem e a empresa mede</h2>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {figures.map((f) => (
            <li key={f.value} className="rounded-card bg-white/8 p-7 ring-1 ring-white/10">
              <p className="mb-2 text-5xl font-extrabold text-brand-200 sm:text-6xl">{f.value}</p>
              <p className="text-base leading-relaxed text-brand-50">{f.caption}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-brand-200/80">Resultados observados em empresas clientes após seis meses de uso.</p>
      </div>
    </section>
  );
}
