import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { CollaboratorImport } from '@/features/collaborators/collaborator-import';
import { useSectors, sectorsQuery } from '@/features/sectors/api';
import { pageData } from '@/app/page-data';

export const loader = pageData('company', () => [sectorsQuery()]);

/** 'Importar colaboradores' for HR: into the company's own sectors (decision 1207). */
export default function ImportPage() {
  const sectors = useSectors();
  return (
    <>
      <PageHeader
        back={
          <Link
            to="/company/app/sectors"
            className="inline-flex w-fit items-center gap-1.5 text-[15px] font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> Voltar para os setores
          </Link>
        }
        title="Importar colaboradores"
        description="Cadastre muitas pessoas de uma vez a partir de uma planilha."
      />
      <CollaboratorImport doneHref="/company/app/sectors" exampleSector={sectors.data?.[0]?.name} />
    </>
  );
}
