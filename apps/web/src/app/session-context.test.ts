import { describe, expect, it } from 'vitest';
import { initialSessions } from '@/app/session-context';
import { storeSession } from '@/test/render-app';

describe('sessions in memory at start', () => {
  it('holds the stored session of the area a signed-in page belongs to', () => {
    const session = storeSession('collaborator');
    storeSession('company');
    const sessions = initialSessions('/collaborator/app/psychologists/psy-1');
    expect(sessions.collaborator).toEqual(session);
    expect(sessions.company).toBeNull();
    expect(sessions.administrator).toBeNull();
    expect(sessions.psychologist).toBeNull();
  });

  it('holds none on public pages, nor for another area’s page', () => {
    storeSession('collaborator');
    for (const path of [
      '/',
      '/sign-in',
      '/collaborator/auth/sign-in',
      '/psychologist/app/dashboard',
    ])
      expect(Object.values(initialSessions(path)).every((s) => s === null)).toBe(true);
  });
});
