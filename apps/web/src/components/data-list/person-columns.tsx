import { formatCpf, formatName, formatPhone } from '@acolher/contracts/format';
import type { Column } from './list-kit';

/** The person's name in bold; the card's title on phones, so not repeated there. */
export const nameColumn = <T extends { name: string }>(): Column<T> => ({
  header: 'Nome',
  cell: (p) => <span className="font-semibold text-sand-900">{formatName(p.name)}</span>,
  hideOnCard: true,
});

export const cpfColumn = <T extends { document: string }>(): Column<T> => ({
  header: 'CPF',
  cell: (p) => formatCpf(p.document),
  className: 'whitespace-nowrap tabular-nums',
});

export const emailColumn = <T extends { email: string }>(): Column<T> => ({
  header: 'E-mail',
  cell: (p) => p.email,
});

const phoneColumn = <T extends { phone: string }>(): Column<T> => ({
  header: 'Telefone',
  cell: (p) => formatPhone(p.phone),
  className: 'whitespace-nowrap tabular-nums',
});

/** Nome, CPF, E-mail, Telefone: the first columns of a list of people (decision 1232). */
export const personColumns = <
  T extends { name: string; document: string; email: string; phone: string },
>(): Column<T>[] => [nameColumn<T>(), cpfColumn<T>(), emailColumn<T>(), phoneColumn<T>()];
