import type { ReactNode } from 'react';
import { formatName } from '@acolher/contracts/format';
import type { TSectorCollaborator } from '@acolher/contracts/answers/sectors';
import type { Column, DataListProps } from '@/components/data-list/list-kit';
import { EditDeleteMenu } from '@/components/data-list/list-kit';
import { personColumns } from '@/components/data-list/person-columns';
import { InvitationCell } from './invitation-status';

/** The search box of a sector's collaborators, in both areas (decision 1211: on the server). */
export const COLLABORATORS_SEARCH = {
  label: 'Filtrar colaboradores',
  placeholder: 'Filtrar por nome, CPF, e-mail ou telefone',
} as const;

/**
 * A sector's collaborators as both areas list them (decision 1232): Nome, CPF, E-mail, Telefone,
 * the area's own columns, 'Acesso', and the row menu ('Editar', the area's items, 'Excluir').
 */
export function sectorCollaboratorsTable({
  sectorName,
  columns,
  onEdit,
  onDelete,
  menu,
}: {
  sectorName?: string;
  columns: Column<TSectorCollaborator>[];
  onEdit: (c: TSectorCollaborator) => void;
  onDelete: (c: TSectorCollaborator) => void;
  menu?: (c: TSectorCollaborator) => ReactNode;
}): Omit<DataListProps<TSectorCollaborator>, 'rows'> {
  return {
    caption: `Colaboradores do setor ${sectorName ?? ''}`,
    rowKey: (c) => c.uuid,
    cardTitle: (c) => formatName(c.name),
    columns: [
      ...personColumns(),
      ...columns,
      { header: 'Acesso', cell: (c) => <InvitationCell person={c} /> },
    ],
    actions: (c) => (
      <EditDeleteMenu
        label={`Ações de ${formatName(c.name)}`}
        onEdit={() => onEdit(c)}
        onDelete={() => onDelete(c)}
      >
        {menu?.(c)}
      </EditDeleteMenu>
    ),
  };
}
