import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import { randomUUID } from 'node:crypto';
import { bearer } from './factories.ts';
import type { TestContext } from './test-app.ts';

export const HEADER = 'name,document,email,phone,birthdate,gender,sector';
const BOUNDARY = '----acolher-import-boundary';

/** A multipart body with one file named `pessoas.csv`. */
function multipartCsv(content: string | Buffer, filename = 'pessoas.csv') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

let sequence = 0;
/** A valid row for `sector`; `over` replaces cells by column. */
export function row(
  sector: string,
  over: Partial<
    Record<'name' | 'document' | 'email' | 'phone' | 'birthdate' | 'gender', string>
  > = {},
) {
  sequence++;
  const cells = {
    name: `Pessoa Importada ${sequence}`,
    document: formatCpf(generateCpf()),
    email: `importada.${sequence}.${randomUUID().slice(0, 6)}@empresa.com.br`,
    phone: '(11) 98765-4321',
    birthdate: '15/04/1990',
    gender: 'Feminino',
    ...over,
  };
  return [
    cells.name,
    cells.document,
    cells.email,
    cells.phone,
    cells.birthdate,
    cells.gender,
    sector,
  ].join(',');
}

export const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

export async function postImport(
  ctx: TestContext,
  token: string | undefined,
  content: string | Buffer,
  query: Record<string, string> = {},
) {
  const file = multipartCsv(content);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/collaborators/import',
    query,
    payload: file.payload,
    headers: { ...file.headers, ...(token ? bearer(token) : {}) },
  });
}
