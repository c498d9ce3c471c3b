import { API_BASE } from '@/lib/api';
import { ROLES } from '@/lib/roles';
import { getSession } from '@/lib/session';

/**
 * 'Sair' ends on the server every session this browser holds (POST /auth/sign-out with each stored
 * token, domain.md §14) before the local copies are forgotten: a token that only vanished from
 * the browser would stay usable by anyone who had copied it (decision 1111). The calls are started,
 * not awaited, and `keepalive` lets them finish after the page changes: no network error ever keeps
 * a person signed in on screen.
 */
export function endStoredSessions(): void {
  for (const role of ROLES) {
    const session = getSession(role);
    if (!session) continue;
    try {
      fetch(`${API_BASE}/auth/sign-out`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}` },
        keepalive: true,
      }).catch(() => {});
    } catch {
      // fetch itself threw (no network stack): the local sign-out goes on regardless
    }
  }
}
