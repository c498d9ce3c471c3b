import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type AccountSectionProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  className?: string;
};

/** One card of 'Minha conta': an icon, a heading (h2, under the page's h1), a line, its controls. */
export function AccountSection({
  icon: Icon,
  title,
  description,
  children,
  tone = 'default',
  className,
}: AccountSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid content-start gap-5 rounded-card border bg-white p-5 shadow-soft sm:p-6',
        tone === 'danger' ? 'border-red-200' : 'border-sand-200/80',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-full',
            tone === 'danger' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 id={id} className="text-lg font-bold text-sand-900">
            {title}
          </h2>
          <div className="text-[15px] text-sand-600">{description}</div>
        </div>
      </div>
      {children}
    </section>
  );
}
