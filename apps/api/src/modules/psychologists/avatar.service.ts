import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../integrations/storage/storage.ts';
import { findPsychologist, PSYCHOLOGIST_NOT_FOUND, setAvatarUrl } from './psychologists.service.ts';

/** Raster formats we decode; anything else (SVG, PDF, text renamed .png…) is not an avatar. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const AVATAR_SIZE = 512;
/** Refuses decompression bombs: a 5 MB file may not unpack into more than ~40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks the bytes (not the name or the declared type), then re-encodes: orientation applied,
 * square 512 px, WebP. sharp writes no metadata unless asked, so EXIF/GPS/ICC comments are gone.
 */
async function processAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest(MESSAGES.imageOnly);
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError(413, MESSAGES.imageTooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw badRequest(MESSAGES.imageOnly);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(MESSAGES.imageOnly);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(MESSAGES.imageOnly);
  }
}

export async function uploadAvatar(
  deps: AppDeps,
  storage: FileStorage,
  psychologistUuid: string,
  bytes: Buffer,
) {
  const current = await findPsychologist(deps.database.db, psychologistUuid);
  if (!current) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  const image = await processAvatar(bytes);
  const key = `avatars/${psychologistUuid}-${randomBytes(8).toString('hex')}.webp`;
  const url = await storage.put(key, image, 'image/webp');
  const updated = await setAvatarUrl(deps, psychologistUuid, url);
  if (current.avatarUrl) await storage.remove(current.avatarUrl).catch(() => undefined);
  return updated;
}
