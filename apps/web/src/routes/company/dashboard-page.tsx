import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { companyQuery, useOwnCompany } from '@/features/companies/api';
import { CompanyLinkPanel } from '@/features/company-insights/company-link-panel';
import { WellBeingDashboard } from '@/features/company-insights/well-being-dashboard';
import { wellBeingInsightsQuery } from '@/features/company-insights/api';
import { pageData } from '@/app/page-data';

export const loader = pageData('company', (_params, { uuid }) => [
  companyQuery(uuid),
  wellBeingInsightsQuery(6),
]);

/**
 * The company's dashboard: the built-in anonymous well-being dashboard first ('Bem-estar'), its own
 * embedded panel (dashboardLink) second (decision 1206), with its empty state when there is no
 * link (decision 1423).
 */
export default function DashboardPage() {
  const company = useOwnCompany();
  const header = (
    <PageHeader
      title="Dashboard"
      description="Acompanhe o bem-estar das equipes sem identificar ninguém."
      actions={
        <Link to="/company/app/reports/nr1" className={buttonClass('secondary')}>
          <FileText /> Relatório de bem-estar
        </Link>
      }
    />
  );

  if (company.isPending)
    return (
      <>
        {header}
        <div role="status" aria-label="Carregando..." className="grid gap-4">
          <Skeleton className="h-11 w-80 max-w-full" />
          <Skeleton className="h-[480px] w-full" />
        </div>
      </>
    );
  if (company.isError)
    return (
      <>
        {header}
        <ErrorState onRetry={() => void company.refetch()} retrying={company.isRefetching} />
      </>
    );

  return (
    <>
      {header}
      <Tabs defaultValue="acolher">
        <TabsList aria-label="Painéis" className="w-full sm:w-auto">
          <TabsTrigger value="acolher" className="flex-1 sm:flex-none">
            Bem-estar
          </TabsTrigger>
          <TabsTrigger value="embed" className="flex-1 sm:flex-none">
            Painel da empresa
          </TabsTrigger>
        </TabsList>
        <TabsContent value="acolher">
          <WellBeingDashboard />
        </TabsContent>
        <TabsContent value="embed">
          <CompanyLinkPanel
            state={company.status}
            link={company.data.dashboardLink}
            onRetry={() => void company.refetch()}
            title={`Painel da empresa ${company.data.name}`}
            what="o painel da empresa"
            emptyTitle="Nenhum painel da empresa configurado"
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
