import type { Env } from '../../config/env.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** Where uploaded files (avatars) live. One implementation per vendor; local disk by default. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key` (e.g. 'avatars/<uuid>-<random>.webp') and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Best effort: removes a file this storage produced (by its public URL); unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}

/** The local uploads folder: UPLOAD_DIR, else DATA_DIR/uploads (served at /uploads/...). */
export function uploadDir(env: Env) {
  return env.UPLOAD_DIR ?? `${env.DATA_DIR.replace(/\/+$/, '')}/uploads`;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** S3-compatible storage when S3_BUCKET is set (with its endpoint/keys), local disk otherwise. */
export function createStorage(env: Env): FileStorage {
  if (env.S3_BUCKET) return s3Storage(env);
  return localDiskStorage(uploadDir(env));
}
