import { Fragment } from 'react';

export type TextPart = { kind: 'text' | 'link'; value: string };

/** A candidate link: http(s):// up to the next white space or character a URL can't hold unescaped. */
const CANDIDATE = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence or clause rather than a URL ('…/sign-in, assinar'). */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '…']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string) {
  let n = 0;
  for (const c of text) if (c === char) n++;
  return n;
}

/**
 * The URL that a candidate really is: trailing punctuation is dropped, and so is a closing
 * bracket that the URL did not open ('(veja https://x.dev/a)' links 'https://x.dev/a', while
 * 'https://x.dev/wiki/A_(b)' keeps its bracket).
 */
export function trimLink(candidate: string) {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (TRAILING_PUNCTUATION.has(last)) url = url.slice(0, -1);
    else if (opener && count(url, last) > count(url, opener)) url = url.slice(0, -1);
    else return url;
  }
}

/** The text cut into plain parts and link parts; joining the values gives the text back. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const url = trimLink(match[0]);
    // 'https://' alone (or followed only by punctuation) is not a link.
    if (!/^https?:\/\/[^/?#]/.test(url)) continue;
    if (match.index > at) parts.push({ kind: 'text', value: text.slice(at, match.index) });
    parts.push({ kind: 'link', value: url });
    at = match.index + url.length;
  }
  if (at < text.length) parts.push({ kind: 'text', value: text.slice(at) });
  return parts;
}

/** The text with its links clickable, opened in a new tab (an invitation's link opens the set-password page). */
export function Linkified({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.value}
            target="_blank"
            rel="noreferrer"
            className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {part.value}
          </a>
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}
