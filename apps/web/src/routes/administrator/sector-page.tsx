import { useState } from 'react';
import { useParams } from 'react-router';
import { Coins, MinusCircle, Plus, Users } from 'lucide-react';
import { formatName } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { DataListPage, useFormDialog } from '@/components/data-list/data-list-page';
import { RecordError } from '@/components/data-list/record-error';
import { DeleteCollaboratorDialog } from '@/features/collaborators/delete-collaborator-dialog';
import { CollaboratorDialog } from '@/features/collaborators/collaborator-dialog';
import {
  COLLABORATORS_SEARCH,
  sectorCollaboratorsTable,
} from '@/features/collaborators/sector-collaborators-table';
import { companyQuery, useCompany } from '@/features/companies/api';
import { AddCreditsDialog } from '@/features/credits/components/add-credits-dialog';
import type { GrantTarget } from '@/features/credits/api/grants';
import type { TSectorCollaborator } from '@acolher/contracts/answers/sectors';
import { useSector, sectorQuery } from '@/features/sectors/api';
import { RemoveCreditsDialog } from '@/features/appointments/components/remove-credits-dialog';
import { BackLink } from './back-link';
import { useServerSearch } from '@/lib/paged-query';
import {
  ResetSecondFactorDialog,
  ResetSecondFactorItem,
  type SecondFactorResetTarget,
} from '@/features/account/components/mfa/reset-second-factor';
import { pageData } from '@/app/page-data';

export const loader = pageData('administrator', ({ companyUuid = '', sectorUuid = '' }) => [
  sectorQuery(sectorUuid),
  companyQuery(companyUuid),
]);

export default function SectorPage() {
  const { companyUuid = '', sectorUuid = '' } = useParams();
  // The box searches the whole sector on the server (`?q=`, decision 1211), not only those loaded.
  const search = useServerSearch();
  const sector = useSector(sectorUuid, search.q);
  const company = useCompany(companyUuid);
  const form = useFormDialog<TSectorCollaborator>();
  const [credits, setCredits] = useState<GrantTarget | null>(null);
  const [removingCredits, setRemovingCredits] = useState<TSectorCollaborator | null>(null);
  const [deleting, setDeleting] = useState<TSectorCollaborator | null>(null);
  const [resetting, setResetting] = useState<SecondFactorResetTarget | null>(null);

  const people = sector.data?.collaborators;
  const sectors =
    company.data?.sectors ??
    (sector.data ? [{ uuid: sector.data.uuid, name: sector.data.name }] : []);
  const back = <BackLink to={`/administrator/app/companies/${companyUuid}`} />;

  if (sector.isError)
    return (
      <RecordError
        title="Setor"
        back={back}
        query={sector}
        notFound={{
          title: 'Setor não encontrado.',
          description: 'Ele pode ter sido excluído. Volte para a página da empresa.',
        }}
      />
    );

  return (
    <DataListPage
      back={back}
      title={sector.data ? sector.data.name : <Skeleton className="h-9 w-56" />}
      description={sector.data ? sector.data.company.name : undefined}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={!sector.data}
            onClick={() =>
              sector.data &&
              setCredits({ kind: 'sector', uuid: sector.data.uuid, name: sector.data.name })
            }
          >
            <Coins /> Créditos para o setor
          </Button>
          <Button onClick={() => form.openFor()} disabled={!sector.data}>
            <Plus /> Adicionar colaborador
          </Button>
        </>
      }
      query={sector}
      rows={people}
      search={{
        ...COLLABORATORS_SEARCH,
        server: search,
      }}
      empty={{ text: 'Não há colaboradores vinculados a este setor', icon: Users }}
      table={sectorCollaboratorsTable({
        sectorName: sector.data?.name,
        columns: [
          {
            header: 'Créditos',
            className: 'md:text-center',
            cell: (c) => (
              <Badge
                tone={c.credits ? 'brand' : 'neutral'}
                className="tabular-nums"
                aria-label={`${c.credits ?? 0} créditos`}
              >
                {c.credits ?? 0}
              </Badge>
            ),
          },
        ],
        onEdit: (c) => form.openFor(c),
        onDelete: setDeleting,
        menu: (c) => (
          <>
            <DropdownMenuItem
              onSelect={() => setCredits({ kind: 'collaborator', uuid: c.uuid, name: c.name })}
            >
              <Coins /> Adicionar créditos
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setRemovingCredits(c)}>
              <MinusCircle /> Remover créditos
            </DropdownMenuItem>
            <ResetSecondFactorItem
              onSelect={() =>
                setResetting({ role: 'collaborator', uuid: c.uuid, name: formatName(c.name) })
              }
            />
          </>
        ),
      })}
    >
      <CollaboratorDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        area="administrator"
        companyUuid={companyUuid}
        sectorUuid={sectorUuid}
        sectors={sectors}
        collaborator={form.item}
      />
      <AddCreditsDialog target={credits} onClose={() => setCredits(null)} />
      <RemoveCreditsDialog
        collaborator={removingCredits}
        onClose={() => setRemovingCredits(null)}
      />
      <ResetSecondFactorDialog target={resetting} onClose={() => setResetting(null)} />
      <DeleteCollaboratorDialog
        collaborator={deleting}
        area="administrator"
        onClose={() => setDeleting(null)}
      />
    </DataListPage>
  );
}
