import { download } from '@/lib/api';

/** Hands a blob to the browser as a file it saves. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium reads the blob asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A file the API sends (an attachment: CSV, PDF, JSON, .ics), saved by the browser under the name
 * the API gives, else `fallbackName`. The token goes in a header, never in a link.
 */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await download(path, fallbackName);
  saveBlob(blob, filename);
}
