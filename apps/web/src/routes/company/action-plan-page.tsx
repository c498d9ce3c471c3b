import { ClipboardList } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnCompany } from '@/features/companies/api';
import { EmbeddedFrame, isEmbeddableLink } from '@/features/company-insights/embedded-frame';

export default function ActionPlanPage() {
  const company = useOwnCompany();
  const header = <PageHeader title="Plano de ação" description="O plano da empresa para cuidar do bem-estar das equipes." />;
  if (company.isPending)
    return (
      <>
        {header}
        <Skeleton className="h-[480px] w-full" />
      </>
    );
  if (company.isError)
    return (
      <>
        {header}
        <ErrorState onRetry={() => void company.refetch()} retrying={company.isRefetching} />
      </>
    );
  const link = company.data.actionPlanLink;
  return (
    <>
      {header}
      {isEmbeddableLink(link) ? (
        <EmbeddedFrame src={link} title={`Plano de ação de ${company.data.name}`} />
      ) : (
        <EmptyState
          icon={ClipboardList}
          title="O plano de ação ainda não está disponível."
          description="Assim que a equipe Acolher cadastrar o link do plano de ação da sua empresa, ele aparece aqui. Se precisar, fale com o seu contato na Acolher."
        />
      )}
    </>
  );
}
