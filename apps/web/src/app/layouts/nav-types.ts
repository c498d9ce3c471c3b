import type { LucideIcon } from 'lucide-react';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Label in the mobile menu when it differs (e.g. 'Agendamentos'). */
  mobileLabel?: string;
  /** Shown but not usable (e.g. 'Relatórios' on the company's mobile menu). */
  disabled?: boolean;
  /** Only in the mobile menu. */
  mobileOnly?: boolean;
};

/** The spec's rule: an item is active when the current path contains its route. */
export function isActive(pathname: string, to: string): boolean {
  return pathname.includes(to);
}

/** 'ana paula souza' → 'Ana' */
export function firstName(name: unknown): string {
  if (typeof name !== 'string' || !name.trim()) return '';
  const first = name.trim().split(/\s+/)[0];
  return first.charAt(0).toUpperCase() + first.slice(1).toLowerCase();
}
