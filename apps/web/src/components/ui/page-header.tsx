import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; back?: ReactNode; className?: string };

/** The page's h1, an optional line under it, and actions on the right (stacked on phones). */
export function PageHeader({ title, description, actions, back, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-6 grid gap-3 sm:mb-8', className)}>
      {back}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
          {description && <p className="text-[15px] text-sand-600 sm:text-base">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
