import { termsFor } from '@acolher/contracts/terms';
import { TermsText } from '@/features/terms/terms-text';
import { LegalDocument } from './legal-document';

/** /terms: the same versioned terms people accept in the product, for both kinds of account. */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Termos de uso"
      intro="Os mesmos termos que colaboradores e psicólogos aceitam no primeiro acesso."
    >
      {(['collaborator', 'psychologist'] as const).map((role) => (
        <section
          key={role}
          aria-labelledby={`termos-${role}`}
          className="grid gap-4 rounded-card border border-sand-200/80 bg-white p-5 shadow-soft sm:p-8"
        >
          <h2 id={`termos-${role}`} className="text-xl font-bold text-sand-900">
            {role === 'collaborator' ? 'Para colaboradores' : 'Para psicólogos'}:{' '}
            {termsFor(role).title}
          </h2>
          <TermsText role={role} idPrefix={`termos-${role}`} />
        </section>
      ))}
    </LegalDocument>
  );
}
