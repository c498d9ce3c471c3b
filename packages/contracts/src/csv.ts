/**
 * CSV read and written by the web and the API alike (decision 1207). Reading: RFC 4180 fields
 * (quotes, doubled quotes, line breaks inside quotes), CRLF, LF or CR line ends, a UTF-8 byte-order
 * mark ignored, ',' or ';' between fields (whichever the header line uses: Excel in pt-BR saves
 * with ';'), blank lines skipped. Writing follows decision 1178: ';', every field quoted, a BOM,
 * CRLF, and a field starting with = + - @ prefixed with ' so that no cell becomes a formula.
 */

export interface CsvRow {
  /** The line of the file where the row starts (the header is line 1). */
  line: number;
  cells: string[];
}

export class CsvError extends Error {}

const CSV_UNCLOSED_QUOTE = (line: number) =>
  `O arquivo não é um CSV válido: aspas sem fechamento na linha ${line}.`;

function delimiterOf(text: string): ',' | ';' {
  const end = text.search(/[\r\n]/);
  const first = end === -1 ? text : text.slice(0, end);
  const commas = first.split(',').length;
  const semicolons = first.split(';').length;
  return semicolons > commas ? ';' : ',';
}

/** A cell our own writer guarded ('=SOMA…) reads back as written by the person. */
const unguard = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/**
 * Parses the whole text into rows (the header is the first). `maxRows` stops early, once more rows
 * than that have been read (the caller refuses the file): the answer then has `maxRows + 1` rows.
 */
export function parseCsv(input: string, maxRows = Infinity): CsvRow[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '') {
      rows.push({ line: rowLine, cells: cells.map(unguard) });
    }
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      if (rows.length > maxRows) return rows;
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (quoted) throw new CsvError(CSV_UNCLOSED_QUOTE(quoteLine));
  endRow();
  return rows;
}

/**
 * Rows → the text of a CSV file for spreadsheets in Brazil (decision 1178): ';' between fields
 * (Excel in pt-BR reads it without an import dialog), every field quoted, a UTF-8 byte-order mark,
 * CRLF line ends. A field starting with = + - @ is prefixed with ' so that no cell becomes a formula.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

/**
 * The bytes of an uploaded file as text: UTF-8 when they are valid UTF-8, otherwise Windows-1252
 * (what Excel in pt-BR writes for "CSV (separado por vírgulas)").
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
