import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Plus, Upload, Users } from 'lucide-react';
import { formatDate } from '@acolher/contracts/format';
import { Button, buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/app/use-session';
import { DataListPage, useFormDialog } from '@/components/data-list/data-list-page';
import { RecordError } from '@/components/data-list/record-error';
import { DeleteCollaboratorDialog } from '@/features/collaborators/delete-collaborator-dialog';
import { CollaboratorDialog } from '@/features/collaborators/collaborator-dialog';
import {
  COLLABORATORS_SEARCH,
  sectorCollaboratorsTable,
} from '@/features/collaborators/sector-collaborators-table';
import type { TSectorCollaborator } from '@acolher/contracts/answers/sectors';
import { useSector, useSectors, sectorQuery, sectorsQuery } from '@/features/sectors/api';
import { useServerSearch } from '@/lib/paged-query';
import { pageData } from '@/app/page-data';

function BackToSectors() {
  return (
    <Link
      to="/company/app/sectors"
      className="inline-flex w-fit items-center gap-1.5 text-[15px] font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Voltar para os setores
    </Link>
  );
}

export const loader = pageData('company', ({ uuid = '' }) => [sectorQuery(uuid), sectorsQuery()]);

/**
 * A sector's collaborators (domain.md §20 Company area: name, CPF, e-mail, phone, birth date), with
 * each one's invitation status and 'Reenviar convite' (decision 1208).
 */
export default function SectorPage() {
  const { uuid = '' } = useParams();
  const { user } = useSession('company');
  // The box searches the whole sector on the server (`?q=`, decision 1211), not only those loaded.
  const search = useServerSearch();
  const sector = useSector(uuid, search.q);
  const allSectors = useSectors();
  const form = useFormDialog<TSectorCollaborator>();
  const [deleting, setDeleting] = useState<TSectorCollaborator | null>(null);

  const sectors =
    allSectors.data?.map((s) => ({ uuid: s.uuid, name: s.name })) ??
    (sector.data ? [{ uuid: sector.data.uuid, name: sector.data.name }] : []);

  if (sector.isError)
    return (
      <RecordError
        title="Setor"
        back={<BackToSectors />}
        query={sector}
        notFound={{
          title: 'Setor não encontrado.',
          description: 'Ele pode ter sido excluído. Volte para a lista de setores.',
        }}
        notFoundStatuses={[400, 403, 404]}
      />
    );

  return (
    <DataListPage
      back={<BackToSectors />}
      title={sector.data ? sector.data.name : <Skeleton className="h-9 w-56" />}
      description={
        sector.data
          ? sector.data.collaboratorsCount === 1
            ? '1 colaborador'
            : `${sector.data.collaboratorsCount} colaboradores`
          : undefined
      }
      actions={
        <>
          <Link to="/company/app/import-collaborators" className={buttonClass('secondary')}>
            <Upload aria-hidden /> Importar colaboradores
          </Link>
          <Button onClick={() => form.openFor()} disabled={!sector.data}>
            <Plus /> Adicionar colaborador
          </Button>
        </>
      }
      query={sector}
      rows={sector.data?.collaborators}
      search={{
        ...COLLABORATORS_SEARCH,
        visible: (sector.data?.collaboratorsCount ?? 0) > 5 || !!search.text,
        server: search,
      }}
      empty={{ text: 'Não há colaboradores vinculados a este setor.', icon: Users }}
      table={sectorCollaboratorsTable({
        sectorName: sector.data?.name,
        columns: [
          {
            header: 'Nascimento',
            cell: (c) => (c.birthdate ? formatDate(c.birthdate) : '—'),
            className: 'whitespace-nowrap tabular-nums',
          },
        ],
        onEdit: (c) => form.openFor(c),
        onDelete: setDeleting,
      })}
    >
      <CollaboratorDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        area="company"
        companyUuid={user.uuid}
        sectorUuid={uuid}
        sectors={sectors}
        collaborator={form.item}
      />
      <DeleteCollaboratorDialog
        collaborator={deleting}
        area="company"
        onClose={() => setDeleting(null)}
      />
    </DataListPage>
  );
}
