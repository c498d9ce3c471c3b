import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

const MALFORMED_UPLOAD = 'Envio incompleto ou corrompido. Tente novamente.';

/**
 * The one file of a multipart request (avatars, the collaborator import), read whole into memory
 * under `maxBytes` (app.ts caps every multipart request at 5 MB and one file): no file or no
 * multipart → 400 `missing`; a file over the limit → 413 `tooLarge`; a truncated or malformed body
 * → 400 'Envio incompleto ou corrompido. Tente novamente.', never a 500.
 */
export async function readSingleFile(
  request: FastifyRequest,
  opts: { maxBytes: number; missing: string; tooLarge: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(opts.missing);
  const file = await request
    .file({ limits: { fileSize: opts.maxBytes, files: 1 } })
    .catch(() => undefined);
  if (!file) throw badRequest(opts.missing);
  try {
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError(413, opts.tooLarge);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, opts.tooLarge);
    }
    // A body cut short or malformed ('Unexpected end of form'): the client's fault, never a 500.
    throw badRequest(MALFORMED_UPLOAD);
  }
}
