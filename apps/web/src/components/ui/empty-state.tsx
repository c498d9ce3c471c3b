import type { ReactNode } from 'react';
import { Inbox, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type EmptyStateProps = { title: ReactNode; description?: ReactNode; icon?: LucideIcon; action?: ReactNode; className?: string };

/** What an empty list says (use the spec's text as `title`). */
export function EmptyState({ title, description, icon: Icon = Inbox, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-card border border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center', className)}>
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-7" strokeWidth={1.75} aria-hidden />
      </span>
      <p className="text-base font-semibold text-sand-800">{title}</p>
      {description && <p className="max-w-md text-[15px] text-sand-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
