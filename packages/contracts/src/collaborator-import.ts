import { z } from 'zod';
import type { TImportRowResult } from './answers/collaborator-import.ts';
import { ZBirthdate, ZCollaboratorCreate } from './collaborators.ts';
import { GENDERS } from './constants.ts';
import { CsvError, parseCsv, toCsv } from './csv.ts';
import { REQUIRED, zUuid } from './fields.ts';
import { onlyDigits } from './format.ts';
import { ZSectorUpdate } from './sectors.ts';

/**
 * Collaborator import (domain.md §19, decision 1207): `POST /collaborators/import`, a CSV with
 * the header `name,document,email,phone,birthdate,gender,sector`. Each row is checked with the
 * messages of POST /collaborators (the same field schemas), then its sector (by name within the
 * company, accents, case and repeated spaces ignored), then repetitions inside the file, then the
 * database. Shared by the API (which decides) and the web (labels, the refused rows' report).
 */

export const IMPORT_COLUMNS = [
  'name',
  'document',
  'email',
  'phone',
  'birthdate',
  'gender',
  'sector',
] as const;
export type TImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_HEADER = IMPORT_COLUMNS.join(',');
export const IMPORT_COLUMN_LABELS: Readonly<Record<TImportColumn, string>> = {
  name: 'Nome',
  document: 'CPF',
  email: 'E-mail',
  phone: 'Telefone',
  birthdate: 'Data de nascimento',
  gender: 'Gênero',
  sector: 'Setor',
};

/** Per file (decision 1207): 10,000 collaborators take a few seconds; more is split in files. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const IMPORT_MAX_ROWS = 10_000;

export const IMPORT_MESSAGES = {
  noFile: 'Envie um arquivo CSV.',
  notCsv: 'O arquivo não é um CSV válido.',
  tooLarge: 'O arquivo deve ter no máximo 5MB.',
  tooManyRows: 'O arquivo deve ter no máximo 10.000 colaboradores (linhas além do cabeçalho).',
  empty: 'O arquivo não tem nenhum colaborador abaixo do cabeçalho.',
  header: `Cabeçalho inválido. A primeira linha deve ser: ${IMPORT_HEADER}`,
  companyRequired: 'Informe a empresa que recebe os colaboradores.',
  unknownSector: 'Setor não encontrado',
  invalidGender: 'Gênero inválido: use Masculino ou Feminino',
  cpfRepeated: (lines: number[]) => `CPF repetido no arquivo (linhas ${lineList(lines)})`,
  emailRepeated: (lines: number[]) => `E-mail repetido no arquivo (linhas ${lineList(lines)})`,
} as const;

function lineList(lines: number[]): string {
  const shown = lines.slice(0, 5);
  const text =
    shown.length > 1 ? `${shown.slice(0, -1).join(', ')} e ${shown.at(-1)}` : `${shown[0]}`;
  return lines.length > shown.length ? `${shown.join(', ')} e mais ${lines.length - 5}` : text;
}

/** Accents, case and repeated spaces ignored: 'Recursos  Humanos' = 'recursos humanos' = 'RECURSOS HUMANOS'. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** 'Feminino', 'feminino', 'F', 'female' → 'female' (and the same for male); others stay as written. */
export function importGender(value: string): string {
  const key = foldText(value);
  if (key === 'male' || key === 'masculino' || key === 'm') return 'male';
  if (key === 'female' || key === 'feminino' || key === 'f') return 'female';
  return value.trim();
}

/** '05/03/1990' (how dates are written in Brazil) → '1990-03-05'; 'yyyy-MM-dd' stays. */
export function importBirthdate(value: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return value.trim();
  return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : '');

/** One row of the file, with the messages of POST /collaborators (ZCollaboratorCreate's fields). */
const ZCollaboratorImportRow = z.object({
  name: ZCollaboratorCreate.shape.name,
  document: ZCollaboratorCreate.shape.document,
  email: ZCollaboratorCreate.shape.email,
  phone: ZCollaboratorCreate.shape.phone,
  birthdate: z.preprocess((v) => importBirthdate(asText(v)), ZBirthdate),
  gender: z.preprocess(
    (v) => importGender(asText(v)),
    z.enum(GENDERS, {
      error: (issue) => (issue.input === '' ? REQUIRED : IMPORT_MESSAGES.invalidGender),
    }),
  ),
  sector: ZSectorUpdate.shape.name,
});
type TCollaboratorImportRow = z.infer<typeof ZCollaboratorImportRow>;

/** `?dryRun=true` previews; the administrator names the company (a company imports into its own). */
export const ZCollaboratorImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun deve ser true ou false' })
    .optional()
    .transform((v) => v === 'true'),
  companyUuid: zUuid(REQUIRED, 'Empresa inválida').optional(),
});

export const IMPORT_ROW_STATUSES = ['created', 'valid', 'refused'] as const;

/** A row read from the file: its cells, and either the parsed data or the refusal. */
export interface CheckedImportRow {
  line: number;
  values: Record<TImportColumn, string>;
  data?: TCollaboratorImportRow;
  message?: string;
  field?: TImportColumn | null;
}

export class ImportFileError extends Error {}

/** The header's columns by name (any order, case ignored); a missing one refuses the file. */
function columnIndexes(header: string[]): Record<TImportColumn, number> {
  const names = header.map((h) => foldText(h));
  const out = {} as Record<TImportColumn, number>;
  for (const column of IMPORT_COLUMNS) {
    const at = names.indexOf(column);
    if (at === -1) throw new ImportFileError(IMPORT_MESSAGES.header);
    out[column] = at;
  }
  return out;
}

/**
 * The file's text → every row checked by the schema and for repetitions inside the file (every
 * occurrence of a repeated CPF or e-mail is refused: which one is right is not ours to guess).
 * Throws ImportFileError for a file that cannot be read as a whole (header, size in rows, quotes).
 */
export function checkImportText(text: string): CheckedImportRow[] {
  let parsed;
  try {
    parsed = parseCsv(text, IMPORT_MAX_ROWS + 1);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(error.message);
    throw error;
  }
  if (parsed.length === 0) throw new ImportFileError(IMPORT_MESSAGES.header);
  const columns = columnIndexes(parsed[0].cells);
  const data = parsed.slice(1);
  if (data.length === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
  if (data.length > IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);

  const rows: CheckedImportRow[] = data.map(({ line, cells }) => {
    const values = {} as Record<TImportColumn, string>;
    for (const column of IMPORT_COLUMNS) values[column] = (cells[columns[column]] ?? '').trim();
    const result = ZCollaboratorImportRow.safeParse(values);
    if (result.success) return { line, values, data: result.data };
    const issue = result.error.issues[0];
    return { line, values, message: issue.message, field: issue.path[0] as TImportColumn };
  });
  refuseRepeated(rows, 'document', (v) => onlyDigits(v), IMPORT_MESSAGES.cpfRepeated);
  refuseRepeated(rows, 'email', (v) => v.toLowerCase(), IMPORT_MESSAGES.emailRepeated);
  return rows;
}

function refuseRepeated(
  rows: CheckedImportRow[],
  field: 'document' | 'email',
  key: (value: string) => string,
  message: (lines: number[]) => string,
) {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    const k = key(row.values[field]);
    if (k === '') continue;
    const list = lines.get(k);
    if (list) list.push(row.line);
    else lines.set(k, [row.line]);
  }
  for (const row of rows) {
    if (!row.data) continue;
    const list = lines.get(key(row.values[field]));
    if (list && list.length > 1) {
      row.data = undefined;
      row.message = message(list);
      row.field = field;
    }
  }
}

/** The refused rows as a CSV report: the file's columns (fix and import again), line and reason. */
export function refusedRowsCsv(rows: readonly TImportRowResult[]): string {
  const refused = rows.filter((r) => r.status === 'refused');
  return toCsv([
    [...IMPORT_COLUMNS, 'linha', 'motivo'],
    ...refused.map((r) => [
      ...IMPORT_COLUMNS.map((c) => r.values[c]),
      r.line,
      r.field ? `${IMPORT_COLUMN_LABELS[r.field]}: ${r.message ?? ''}` : (r.message ?? ''),
    ]),
  ]);
}
