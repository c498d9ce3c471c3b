import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/app/use-session';
import { ActionPlanEditor } from '@/features/action-plan/action-plan-list';
import { companyQuery, useOwnCompany } from '@/features/companies/api';
import { CompanyLinkPanel } from '@/features/company-insights/company-link-panel';
import { actionPlanQuery } from '@/features/action-plan/api';
import { pageData } from '@/app/page-data';

export const loader = pageData('company', (_params, { uuid }) => [
  companyQuery(uuid),
  actionPlanQuery(uuid),
]);

/**
 * 'Plano de ação': the plan HR keeps in the product first (decision 1205); the company's external
 * document (actionPlanLink) in the second tab, with its loading and empty states (decision 1423).
 */
export default function ActionPlanPage() {
  const { user } = useSession('company');
  const company = useOwnCompany();
  return (
    <>
      <PageHeader
        title="Plano de ação"
        description="O plano da empresa para cuidar do bem-estar das equipes."
      />
      <Tabs defaultValue="items">
        <TabsList aria-label="Plano de ação" className="w-full sm:w-auto">
          <TabsTrigger value="items" className="flex-1 sm:flex-none">
            Ações
          </TabsTrigger>
          <TabsTrigger value="document" className="flex-1 sm:flex-none">
            Documento da empresa
          </TabsTrigger>
        </TabsList>
        <TabsContent value="items">
          <ActionPlanEditor companyUuid={user.uuid} />
        </TabsContent>
        <TabsContent value="document">
          <CompanyLinkPanel
            state={company.status}
            link={company.data?.actionPlanLink}
            onRetry={() => void company.refetch()}
            retrying={company.isRefetching}
            title={`Plano de ação de ${company.data?.name ?? 'sua empresa'}`}
            what="o documento do plano"
            emptyTitle="Nenhum documento do plano configurado"
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
