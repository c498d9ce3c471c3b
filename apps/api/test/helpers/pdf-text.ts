import { inflateSync } from 'node:zlib';

// WinAnsi bytes 0x80–0x9F that differ from Latin-1 (the ones a pt-BR note may carry).
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

/**
 * The text a PDF written by pdfkit shows, one line per text-showing operator: each content stream
 * is inflated and the hex strings of its `TJ` arrays decoded as WinAnsi. Enough for our own files;
 * no PDF reader to install.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamRe = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamRe.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) =>
          (hex!.match(/../g) ?? [])
            .map((h) => parseInt(h, 16))
            .map((b) => WIN_ANSI[b] ?? String.fromCharCode(b))
            .join(''),
        )
        .join('');
      lines.push(text);
    }
    streamRe.lastIndex = end + 'endstream'.length;
  }
  return lines;
}
