import { useState } from 'react';
import { cn } from '@/lib/cn';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('') || name.slice(0, 1).toUpperCase();

/** The psychologist's photo, or their initials on the brand colour when there is none. */
export function PsychologistAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl?: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const base = cn('shrink-0 rounded-full object-cover ring-4 ring-white shadow-soft', className);
  if (avatarUrl && !broken) {
    return (
      <img
        src={avatarUrl}
        alt={`Foto de ${name}`}
        className={cn(base, 'bg-brand-50')}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Foto de ${name}`}
      className={cn(base, 'grid place-items-center bg-brand-100 font-bold text-brand-800')}
    >
      <span aria-hidden>{initials(name)}</span>
    </span>
  );
}
