import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '@/app/use-session';
import { signInPath, type Role } from '@/lib/roles';
import { getSession } from '@/lib/session';

/**
 * Route guard: the area needs a session of its role. One in memory renders the children; one only in
 * storage is restored into memory first; none sends the user to the area's sign-in.
 */
export function RequireSession({ role, children }: { role: Role; children: ReactNode }) {
  const { sessions, restore } = useSessionStore();
  const location = useLocation();
  const inMemory = sessions[role];
  const stored = inMemory ? null : getSession(role);

  useLayoutEffect(() => {
    if (!inMemory && stored) restore(role, stored);
  }, [inMemory, stored, restore, role]);

  if (inMemory) return <>{children}</>;
  if (stored) return null;
  return <Navigate to={signInPath(role)} replace state={{ from: location.pathname }} />;
}
