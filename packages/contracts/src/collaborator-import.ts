import { z } from 'zod';
import type { TImportRowResult } from './answers/collaborator-import.ts';
import { ZBirthdate, ZCollaboratorCreate } from './collaborators.ts';
import { GENDERS } from './constants.ts';
import { CsvError, parseCsv, toCsv } from './csv.ts';
import { REQUIRED, zUuid } from './fields.ts';
import { onlyDigits } from './format.ts';
import { ZSectorUpdate } from './sectors.ts';

/**
 * Collaborator import (domain.md §19, decisions 1207 and 1414): `POST /collaborators/import`, a CSV
 * with the header `nome,cpf,email,telefone,nascimento,genero,setor` (or the English
 * `name,document,email,phone,birthdate,gender,sector`). Each field is checked with the messages of
 * POST /collaborators (the same field schemas), then the sector (by name within the company,
 * accents, case and repeated spaces ignored), repetitions inside the file and the database; a row
 * keeps every error it has. Shared by the API (which decides) and the web (labels, the report).
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
/** The header in pt-BR (decision 1414): the template's, the report's and the one the page shows. */
const IMPORT_COLUMN_NAMES: Readonly<Record<TImportColumn, string>> = {
  name: 'nome',
  document: 'cpf',
  email: 'email',
  phone: 'telefone',
  birthdate: 'nascimento',
  gender: 'genero',
  sector: 'setor',
};
export const IMPORT_HEADER = IMPORT_COLUMNS.map((c) => IMPORT_COLUMN_NAMES[c]).join(',');
const IMPORT_HEADER_EN = IMPORT_COLUMNS.join(',');
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
  header: `Cabeçalho inválido. A primeira linha deve ser: ${IMPORT_HEADER} (ou ${IMPORT_HEADER_EN})`,
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

/** One reason a row is refused, and the column it is about (null for none in particular). */
interface ImportRowError {
  field: TImportColumn | null;
  message: string;
}

/**
 * A row read from the file: its cells, the fields its schema accepted (parsed) and every error
 * found so far (decision 1414: all of them, not the first). Accepted when it has no error.
 */
export interface CheckedImportRow {
  line: number;
  values: Record<TImportColumn, string>;
  parsed: Partial<TCollaboratorImportRow>;
  errors: ImportRowError[];
}

/** The row's data when nothing refused it. */
export function acceptedImportRow(row: CheckedImportRow): TCollaboratorImportRow | undefined {
  return row.errors.length === 0 ? (row.parsed as TCollaboratorImportRow) : undefined;
}

/** Refuses the row for one more reason; a column keeps its first error only. */
export function refuseImportRow(row: CheckedImportRow, field: TImportColumn | null, message: string) {
  if (field && row.errors.some((e) => e.field === field)) return;
  row.errors.push({ field, message });
}

export class ImportFileError extends Error {}

/** Each column's names, folded: the English key, the pt-BR one and the screen's label (1414). */
const COLUMN_NAMES = new Map<TImportColumn, string[]>(
  IMPORT_COLUMNS.map((c) => [c, [c, IMPORT_COLUMN_NAMES[c], IMPORT_COLUMN_LABELS[c]].map(foldText)]),
);

/** The header's columns by name (any order, accents and case ignored); a missing one refuses the file. */
function columnIndexes(header: string[]): Record<TImportColumn, number> {
  const names = header.map((h) => foldText(h));
  const out = {} as Record<TImportColumn, number>;
  for (const column of IMPORT_COLUMNS) {
    const at = names.findIndex((n) => COLUMN_NAMES.get(column)!.includes(n));
    if (at === -1) throw new ImportFileError(IMPORT_MESSAGES.header);
    out[column] = at;
  }
  return out;
}

/** Each field on its own, so a row reports every bad field (its first issue each). */
function checkFields(line: number, values: Record<TImportColumn, string>): CheckedImportRow {
  const row: CheckedImportRow = { line, values, parsed: {}, errors: [] };
  for (const column of IMPORT_COLUMNS) {
    const result = ZCollaboratorImportRow.shape[column].safeParse(values[column]);
    if (result.success) Object.assign(row.parsed, { [column]: result.data });
    else refuseImportRow(row, column, result.error.issues[0].message);
  }
  return row;
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

  const rows = data.map(({ line, cells }) => {
    const values = {} as Record<TImportColumn, string>;
    for (const column of IMPORT_COLUMNS) values[column] = (cells[columns[column]] ?? '').trim();
    return checkFields(line, values);
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
    if (row.parsed[field] === undefined) continue;
    const list = lines.get(key(row.values[field]));
    if (list && list.length > 1) refuseImportRow(row, field, message(list));
  }
}

/** A row's errors in one line: 'CPF: CPF inválido; Setor: Setor não encontrado'. */
function importErrorsText(errors: readonly ImportRowError[]): string {
  return errors
    .map((e) => (e.field ? `${IMPORT_COLUMN_LABELS[e.field]}: ${e.message}` : e.message))
    .join('; ');
}

/**
 * The refused rows as a CSV report: the pt-BR header (fix and import again), the line and every
 * reason of the row (decision 1414).
 */
export function refusedRowsCsv(rows: readonly TImportRowResult[]): string {
  const refused = rows.filter((r) => r.status === 'refused');
  return toCsv([
    [...IMPORT_HEADER.split(','), 'linha', 'motivo'],
    ...refused.map((r) => [
      ...IMPORT_COLUMNS.map((c) => r.values[c]),
      r.line,
      importErrorsText(r.errors),
    ]),
  ]);
}
