import { randomBytes } from 'node:crypto';

/** Each appointment gets its own unguessable room (128 random bits) on the video base address. */
export function createVideoUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/acolher-${randomBytes(16).toString('hex')}`;
}
