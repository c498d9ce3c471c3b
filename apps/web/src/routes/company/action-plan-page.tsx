import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/app/use-session';
import { ActionPlanEditor } from '@/features/action-plan/action-plan-list';
import { useOwnCompany } from '@/features/companies/api';
import { EmbeddedFrame, isEmbeddableLink } from '@/features/company-insights/embedded-frame';

/**
 * 'Plano de ação': the plan HR keeps in the product first (decision 1205); the company's external
 * document (actionPlanLink), when there is one, in the second tab.
 */
export default function ActionPlanPage() {
  const { user } = useSession('company');
  const company = useOwnCompany();
  const link = company.data?.actionPlanLink;
  const header = (
    <PageHeader
      title="Plano de ação"
      description="O plano da empresa para cuidar do bem-estar das equipes."
    />
  );
  const editor = <ActionPlanEditor companyUuid={user.uuid} />;
  if (!isEmbeddableLink(link))
    return (
      <>
        {header}
        {editor}
      </>
    );
  return (
    <>
      {header}
      <Tabs defaultValue="items">
        <TabsList aria-label="Plano de ação" className="w-full sm:w-auto">
          <TabsTrigger value="items" className="flex-1 sm:flex-none">
            Ações
          </TabsTrigger>
          <TabsTrigger value="document" className="flex-1 sm:flex-none">
            Documento da empresa
          </TabsTrigger>
        </TabsList>
        <TabsContent value="items">{editor}</TabsContent>
        <TabsContent value="document">
          <EmbeddedFrame
            src={link}
            title={`Plano de ação de ${company.data!.name}`}
            what="o documento do plano"
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
