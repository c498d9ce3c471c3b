import { FlaskConical } from 'lucide-react';
import { useAppConfig } from '@/features/app-config/api/app-config';

/** The thin strip of domain.md §15 on the sign-in pages and the checkout, in demo mode only. */
export function DemoStrip() {
  const config = useAppConfig();
  if (config?.mode !== 'demo') return null;
  return (
    <p
      role="note"
      className="flex items-center justify-center gap-1.5 bg-amber-100 px-3 py-1 text-center text-xs font-semibold text-amber-900"
    >
      <FlaskConical className="size-3.5" aria-hidden />
      Ambiente de demonstração
    </p>
  );
}
