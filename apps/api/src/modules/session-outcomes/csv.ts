/**
 * CSV for spreadsheets in Brazil (decision 1178): ';' between fields (Excel in pt-BR reads it
 * without an import dialog), every field quoted, a UTF-8 byte-order mark, CRLF line ends, amounts
 * as '60,00'. A field starting with = + - @ is prefixed with ' so that no cell becomes a formula.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Integer cents → '1234,56' (no currency sign: a number a spreadsheet sums). */
export const centsForCsv = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
