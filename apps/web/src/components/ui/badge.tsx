import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'bg-sand-100 text-sand-700',
  brand: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200/70',
  accent: 'bg-accent-50 text-accent-700 ring-1 ring-accent-200/70',
  pending: 'bg-yellow-50 text-yellow-800 ring-1 ring-yellow-200',
  success: 'bg-green-50 text-green-800 ring-1 ring-green-200',
  danger: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  unknown: 'bg-sand-100 text-sand-600 ring-1 ring-sand-200',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap', tones[tone], className)}
      {...props}
    />
  );
}
