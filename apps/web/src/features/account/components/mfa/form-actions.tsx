import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The second factor's forms end the same way: their submit button, then 'Cancelar'. */
export function FormActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
