import { Building2 } from 'lucide-react';

/** Shown instead of the packages when purchases are off: credits come from the company (§15). */
export function CompanyPaidNotice() {
  return (
    <section
      aria-labelledby="creditos-da-empresa"
      className="flex items-start gap-4 rounded-card border border-sand-200/80 bg-white p-5 shadow-soft sm:p-6"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Building2 className="size-5" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h2 id="creditos-da-empresa" className="text-base font-bold">
          Seus créditos vêm da sua empresa
        </h2>
        <p className="text-[15px] text-sand-600">
          Nesta instalação não há compra de créditos. Para receber mais sessões, fale com o RH da
          sua empresa.
        </p>
      </div>
    </section>
  );
}
