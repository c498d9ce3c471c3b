import { termsFor, type TTermsRole } from '@acolher/contracts/terms';

/** The built-in versioned terms text (terms of use + LGPD art. 11 consent), the same one GET /api/terms serves. */
export function TermsText({ role, idPrefix = 'terms' }: { role: TTermsRole; idPrefix?: string }) {
  const terms = termsFor(role);
  return (
    <div className="grid gap-4 text-[15px] leading-relaxed text-sand-700">
      {terms.sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`${idPrefix}-${section.id}`}
          className="grid gap-1.5"
        >
          <h3 id={`${idPrefix}-${section.id}`} className="font-bold text-sand-900">
            {section.title}
          </h3>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p className="text-sm text-sand-500">Versão {formatVersion(terms.version)}</p>
    </div>
  );
}

/** '2026-11-01' → '01/11/2026'. */
function formatVersion(version: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : version;
}
