import { Link } from 'react-router';
import { termsFor } from '@acolher/contracts/terms';
import { LegalDocument } from './legal-document';

/** /privacy: the terms' data sections (LGPD, art. 11), the texts people accept in the product. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacidade"
      intro="Como a Acolher trata dados pessoais e de saúde, nas palavras dos termos aceitos no produto."
    >
      {(['collaborator', 'psychologist'] as const).map((role) => {
        const section = termsFor(role).sections.find((s) => s.id === 'lgpd');
        if (!section) return null;
        return (
          <section
            key={role}
            aria-labelledby={`privacidade-${role}`}
            className="grid gap-3 rounded-card border border-sand-200/80 bg-white p-5 text-[15px] leading-relaxed text-sand-700 shadow-soft sm:p-8"
          >
            <h2 id={`privacidade-${role}`} className="text-xl font-bold text-sand-900">
              {role === 'collaborator' ? 'Para colaboradores' : 'Para psicólogos'}
            </h2>
            <h3 className="font-bold text-sand-900">{section.title.replace(/^\d+\.\s*/, '')}</h3>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        );
      })}
      <section
        aria-labelledby="privacidade-contato"
        className="grid gap-3 rounded-card border border-sand-200/80 bg-white p-5 text-[15px] leading-relaxed text-sand-700 shadow-soft sm:p-8"
      >
        <h2 id="privacidade-contato" className="text-xl font-bold text-sand-900">
          Formulário de contato
        </h2>
        <p>
          O nome, a empresa, o e-mail, o telefone e o número de colaboradores enviados em 'Fale com
          a gente' servem só para responder ao seu contato e apresentar o Acolher. Só a equipe da
          Acolher os lê; não são repassados a terceiros nem usados para outra finalidade.
        </p>
      </section>
      <p className="text-[15px] text-sand-600">
        Quem trata os seus dados e como falar com o encarregado pelo tratamento de dados pessoais
        estão em{' '}
        <Link to="/quem-somos" className="font-semibold text-brand-800 underline underline-offset-4">
          Quem somos
        </Link>
        .
      </p>
      <p className="text-[15px] text-sand-600">
        O texto completo, com as regras de uso, está nos{' '}
        <Link to="/terms" className="font-semibold text-brand-800 underline underline-offset-4">
          Termos de uso
        </Link>
        .
      </p>
    </LegalDocument>
  );
}
