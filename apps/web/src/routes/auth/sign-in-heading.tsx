import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

type SignInHeadingProps = { icon: LucideIcon; role: string; title: ReactNode; description: ReactNode };

export function SignInHeading({ icon: Icon, role, title, description }: SignInHeadingProps) {
  return (
    <div className="mb-8 grid gap-3">
      <span className="inline-flex w-fit items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800 ring-1 ring-brand-200/70">
        <Icon className="size-4" aria-hidden />
        {role}
      </span>
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="text-[15px] text-sand-600 sm:text-base">{description}</p>
    </div>
  );
}
