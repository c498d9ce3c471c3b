import { cn } from '@/lib/cn';

/** A numbered line of its own ('3. Sigilo e seus limites') is a heading; '- ' starts a list item. */
const HEADING = /^\d+(\.\d+)*\.?\s+\S.{0,80}$/;

type Block = { kind: 'title' | 'heading' | 'item' | 'text'; text: string };

function blocksOf(text: string): Block[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, i) => {
      if (line.startsWith('- ')) return { kind: 'item', text: line.slice(2) };
      if (HEADING.test(line) && !line.endsWith('.')) return { kind: 'heading', text: line };
      if (i === 0 && line.length <= 80 && !line.endsWith('.')) return { kind: 'title', text: line };
      return { kind: 'text', text: line };
    });
}

/** The contract's plain text as headings, paragraphs and lists (the psychologist writes plain text). */
export function ContractText({ text, className }: { text: string; className?: string }) {
  const blocks = blocksOf(text);
  return (
    <div className={cn('grid gap-3 text-[15px] leading-relaxed text-sand-800', className)}>
      {blocks.map((b, i) => {
        const key = `${i}-${b.kind}`;
        if (b.kind === 'title')
          return (
            <h3 key={key} className="text-lg font-bold text-sand-900">
              {b.text}
            </h3>
          );
        if (b.kind === 'heading')
          return (
            <h4 key={key} className="pt-2 text-base font-bold text-sand-900">
              {b.text}
            </h4>
          );
        if (b.kind === 'item')
          return (
            <p key={key} className="relative pl-5 break-words">
              <span aria-hidden className="absolute left-1 text-brand-700">
                •
              </span>
              {b.text}
            </p>
          );
        return (
          <p key={key} className="break-words">
            {b.text}
          </p>
        );
      })}
    </div>
  );
}
