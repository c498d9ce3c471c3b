import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  bearer,
  makeAdministrator,
  makeCollaborator,
  makePsychologist,
} from '../helpers/factories.ts';

let ctx: TestContext;
let uploads: string;
beforeAll(async () => {
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-avatar-'));
  ctx = await createTestApp({ UPLOAD_DIR: uploads });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});
const call = apiCaller(() => ctx);

const BOUNDARY = '----acolher-test-boundary';
function multipart(filename: string, type: string, bytes: Buffer) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A real JPEG with EXIF (camera make, GPS-like comment) and orientation metadata. */
function photoWithExif(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 120 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'CameraSecreta', Copyright: 'Rua das Flores, 123' } })
    .toBuffer();
}

async function upload(
  uuid: string,
  token: string | undefined,
  file: { payload: Buffer; headers: Record<string, string> },
) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/psychologists/avatar/${uuid}`,
    payload: file.payload,
    headers: { ...file.headers, ...(token ? bearer(token) : {}) },
  });
}

describe('PATCH /psychologists/avatar/:id', () => {
  it('re-encodes a real image to a 512 px WebP without metadata and serves it at /uploads', async () => {
    const p = await makePsychologist(ctx);
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(p.uuid, p.token, multipart('foto.jpg', 'image/jpeg', original));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.uuid).toBe(p.uuid);
    expect(body.avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+-[0-9a-f]{16}\.webp$/);
    expect(body).not.toHaveProperty('passwordHash');

    const served = await ctx.app.inject({ method: 'GET', url: body.avatarUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(512);
    expect(meta.height).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('CameraSecreta'))).toBe(false);

    const [row] = await ctx.db
      .select()
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, p.uuid));
    expect(row.avatarUrl).toBe(body.avatarUrl);
  });

  it('replaces the previous file', async () => {
    const p = await makePsychologist(ctx);
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const first = (await upload(p.uuid, p.token, multipart('a.png', 'image/png', png))).json()
      .avatarUrl;
    const second = (await upload(p.uuid, p.token, multipart('b.png', 'image/png', png))).json()
      .avatarUrl;
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(uploads, first.replace('/uploads/', '')))).toBe(false);
    expect(fs.existsSync(path.join(uploads, second.replace('/uploads/', '')))).toBe(true);
  });

  it('refuses a text file renamed .png, judging by the bytes', async () => {
    const p = await makePsychologist(ctx);
    const res = await upload(
      p.uuid,
      p.token,
      multipart('foto.png', 'image/png', Buffer.from('não sou uma imagem\n'.repeat(50))),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Aceito apenas arquivos de imagem.');
  });

  it('refuses an SVG (not a raster photo) and an empty file', async () => {
    const p = await makePsychologist(ctx);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const res = await upload(p.uuid, p.token, multipart('a.svg', 'image/svg+xml', svg));
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'Aceito apenas arquivos de imagem.',
    });
    const empty = await upload(p.uuid, p.token, multipart('a.png', 'image/png', Buffer.alloc(0)));
    expect(empty.json().message).toBe('Aceito apenas arquivos de imagem.');
  });

  it('refuses a file over 5 MB', async () => {
    const p = await makePsychologist(ctx);
    const big = Buffer.concat([await photoWithExif(64, 64), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload(p.uuid, p.token, multipart('grande.jpg', 'image/jpeg', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('A imagem deve ter no máximo 5MB.');
    const [row] = await ctx.db
      .select()
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, p.uuid));
    expect(row.avatarUrl).toBeNull();
  });

  it('refuses a request without a file', async () => {
    const p = await makePsychologist(ctx);
    const res = await call('PATCH', `/psychologists/avatar/${p.uuid}`, p.token, { file: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Aceito apenas arquivos de imagem.');
  });

  it('403 for another psychologist, an administrator or a collaborator; 401 without token', async () => {
    const p = await makePsychologist(ctx);
    const image = multipart('a.jpg', 'image/jpeg', await photoWithExif(32, 32));
    for (const token of [
      (await makePsychologist(ctx)).token,
      (await makeAdministrator(ctx)).token,
      (await makeCollaborator(ctx)).token,
    ]) {
      expect((await upload(p.uuid, token, image)).statusCode).toBe(403);
    }
    expect((await upload(p.uuid, undefined, image)).statusCode).toBe(401);
  });
});
