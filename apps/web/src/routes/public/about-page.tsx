import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import type { TOperatorIdentity } from '@acolher/contracts/answers/operator';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useOperator } from '@/features/app-config/api/operator';
import { LegalDocument } from './legal-document';

type Line = [label: string, value: ReactNode | null];

function Section({ id, title, lines }: { id: string; title: string; lines: Line[] }) {
  const shown = lines.filter(([, value]) => value !== null);
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-card border border-sand-200/80 bg-white p-5 text-[15px] shadow-soft sm:p-8"
    >
      <h2 id={id} className="text-xl font-bold text-sand-900">
        {title}
      </h2>
      <dl className="grid gap-3">
        {shown.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="font-semibold text-sand-600">{label}</dt>
            <dd className="break-words text-sand-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Identity({ operator }: { operator: TOperatorIdentity }) {
  const sections = [
    {
      id: 'empresa',
      title: 'Empresa responsável pelo serviço',
      lines: [
        ['Razão social', operator.legalName],
        ['CNPJ', operator.document],
        ['Endereço', operator.address],
      ] satisfies Line[],
    },
    {
      id: 'responsavel-tecnica',
      title: 'Responsável técnica',
      lines: [
        ['Psicóloga responsável técnica', operator.technicalLead],
        ['CRP', operator.technicalLeadCrp],
      ] satisfies Line[],
    },
    {
      id: 'encarregado',
      title: 'Encarregado pelo tratamento de dados pessoais (LGPD)',
      lines: [
        ['Nome', operator.dpoName],
        [
          'E-mail',
          operator.dpoEmail && (
            <a
              href={`mailto:${operator.dpoEmail}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {operator.dpoEmail}
            </a>
          ),
        ],
      ] satisfies Line[],
    },
  ];
  const empty = sections.every((s) => s.lines.every(([, v]) => v === null));
  return (
    <>
      {operator.demo && (
        <p
          role="note"
          className="flex items-start gap-2.5 rounded-card border border-yellow-200 bg-yellow-50 p-4 text-[15px] text-yellow-900"
        >
          <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
          Ambiente de demonstração: os dados abaixo são fictícios. Em produção, aparecem os dados
          de quem opera o serviço.
        </p>
      )}
      {empty ? (
        <p className="rounded-card border border-dashed border-sand-300 bg-white/60 p-6 text-center text-[15px] text-sand-700">
          Os dados de quem opera este serviço ainda não foram publicados.
        </p>
      ) : (
        sections.map((s) => <Section key={s.id} {...s} />)
      )}
    </>
  );
}

/** /quem-somos: who runs the service (decision 1413), linked from the footer and 'Privacidade'. */
export default function AboutPage() {
  const operator = useOperator();
  return (
    <LegalDocument
      title="Quem somos"
      intro="Quem oferece o Acolher, quem responde tecnicamente pelos atendimentos e como falar sobre os seus dados."
    >
      {operator.status === 'loading' && (
        <div role="status" aria-label="Carregando..." className="grid gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
      {operator.status === 'error' && <ErrorState onRetry={operator.retry} />}
      {operator.status === 'ready' && <Identity operator={operator.data} />}
      <p className="text-[15px] text-sand-600">
        Como tratamos os dados pessoais e de saúde está em{' '}
        <Link to="/privacy" className="font-semibold text-brand-800 underline underline-offset-4">
          Privacidade
        </Link>
        .
      </p>
    </LegalDocument>
  );
}
