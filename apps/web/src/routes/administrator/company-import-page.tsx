import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { CollaboratorImport } from '@/features/collaborators/collaborator-import';
import { useCompany, companyQuery } from '@/features/companies/api';
import { BackLink } from './back-link';
import { pageData } from '@/app/page-data';

export const loader = pageData('administrator', ({ companyUuid = '' }) => [
  companyQuery(companyUuid),
]);

/** 'Importar colaboradores' into the company the administrator is looking at (decision 1207). */
export default function CompanyImportPage() {
  const { companyUuid = '' } = useParams();
  const company = useCompany(companyUuid);
  const companyPath = `/administrator/app/companies/${companyUuid}`;
  return (
    <>
      <PageHeader
        back={<BackLink to={companyPath} />}
        title="Importar colaboradores"
        description={company.data ? company.data.name : <Skeleton className="h-5 w-48" />}
      />
      <CollaboratorImport
        companyUuid={companyUuid}
        doneHref={companyPath}
        exampleSector={company.data?.sectors[0]?.name}
      />
    </>
  );
}
