import type { ReactNode } from 'react';
import { ChevronsRight } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A wide table that scrolls sideways on a phone, with a visible cue (decision 1206): a line that
 * says so and a fade at the right edge. Neither prints; the region is focusable for keyboards.
 */
export function ScrollRegion({
  label = 'Tabela (role para os lados para ver tudo)',
  cue = 'Role a tabela para o lado para ver todas as colunas',
  className,
  children,
}: {
  label?: string;
  cue?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <p className="flex items-center gap-1.5 text-sm text-sand-600 lg:hidden print:hidden">
        <ChevronsRight aria-hidden className="size-4 shrink-0 text-brand-700" />
        {cue}
      </p>
      <div className="relative min-w-0">
        <div
          tabIndex={0}
          role="region"
          aria-label={label}
          className={cn(
            // Width 0 stretched to the parent: a wide table never widens the page around it.
            'w-0 min-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600',
            className,
          )}
        >
          {children}
        </div>
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-white to-transparent lg:hidden print:hidden"
        />
      </div>
    </div>
  );
}
