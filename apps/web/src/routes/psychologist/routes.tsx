import type { RouteObject } from 'react-router';
import { page, redirectTo, signedIn } from '@/app/route-kit';
import { ROLE_HOME } from '@/lib/roles';

/** /psychologist/…: a new page is its file and one line here (decision 1330). */
export const psychologistRoutes: RouteObject[] = [
  { index: true, ...redirectTo(ROLE_HOME.psychologist) },
  { path: 'auth/sign-in', ...page(() => import('@/routes/psychologist/sign-in-page')) },
  {
    path: 'auth/sign-up',
    ...signedIn('psychologist', () => import('@/routes/psychologist/sign-up-page'), {
      guard: false,
    }),
  },
  {
    path: 'auth/forgot-password',
    ...page(() => import('@/routes/auth/forgot-password-page'), { role: 'psychologist' }),
  },
  // The session room: full screen, outside the area's menus (domain.md §16).
  {
    path: 'app/appointments/:uuid/session',
    ...signedIn('psychologist', () => import('@/routes/psychologist/session-room-page')),
  },
  {
    path: 'app',
    ...signedIn('psychologist', () => import('@/routes/psychologist/layout')),
    children: [
      { index: true, ...redirectTo(ROLE_HOME.psychologist) },
      { path: 'dashboard', ...page(() => import('@/routes/psychologist/dashboard-page')) },
      { path: 'appointments', ...page(() => import('@/routes/psychologist/appointments-page')) },
      { path: 'opening-hours', ...page(() => import('@/routes/psychologist/opening-hours-page')) },
      { path: 'profile', ...page(() => import('@/routes/psychologist/profile-page')) },
      {
        path: 'reviews/:collaboratorUuid',
        ...page(() => import('@/routes/psychologist/reviews-page')),
      },
      {
        path: 'appointments/:uuid/note',
        ...page(() => import('@/routes/psychologist/session-note-page')),
      },
      { path: 'series/:uuid', ...page(() => import('@/routes/psychologist/series-page')) },
      { path: 'records', ...page(() => import('@/routes/psychologist/records-page')) },
      {
        path: 'records/:collaboratorUuid',
        ...page(() => import('@/routes/psychologist/record-page')),
      },
      {
        path: 'account',
        ...page(() => import('@/routes/account/account-page'), { role: 'psychologist' }),
      },
      { path: '*', ...redirectTo('/not-found') },
    ],
  },
  { path: '*', ...redirectTo('/not-found') },
];
