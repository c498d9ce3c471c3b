import type { ReactNode } from 'react';

/**
 * A step-by-step form's buttons ('Voltar', 'Próxima'), kept in view on a phone just above the
 * collaborator's bottom tab bar instead of under it; in the flow from `md` up (no tab bar there).
 */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex items-center justify-between gap-3 rounded-2xl bg-white/95 p-2 shadow-soft backdrop-blur md:static md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none">
      {children}
    </div>
  );
}
