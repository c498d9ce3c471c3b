import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../config/env.ts';
import type { FileStorage } from './storage.ts';

/**
 * S3-compatible storage (AWS S3, MinIO, Cloudflare R2…). Public URLs are S3_PUBLIC_URL/<key>
 * when set (a CDN or public bucket address), else <endpoint>/<bucket>/<key> (path style).
 */
export function s3Storage(env: Env): FileStorage {
  const bucket = env.S3_BUCKET!;
  const client = new S3Client({
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const base = (
    env.S3_PUBLIC_URL ??
    (env.S3_ENDPOINT
      ? `${env.S3_ENDPOINT}/${bucket}`
      : `https://${bucket}.s3.${env.S3_REGION ?? 'us-east-1'}.amazonaws.com`)
  ).replace(/\/+$/, '');
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/${key}`;
    },
    async remove(url) {
      if (!url.startsWith(`${base}/`)) return;
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: url.slice(base.length + 1) }),
      );
    },
  };
}
