import type { RouteObject } from 'react-router';
import { page, redirectTo, signedIn } from '@/app/route-kit';
import { ROLE_HOME } from '@/lib/roles';

/** /collaborator/…: a new page is its file and one line here (decision 1330). */
export const collaboratorRoutes: RouteObject[] = [
  { index: true, ...redirectTo(ROLE_HOME.collaborator) },
  { path: 'auth/sign-in', ...page(() => import('@/routes/collaborator/sign-in-page')) },
  {
    path: 'auth/forgot-password',
    ...page(() => import('@/routes/auth/forgot-password-page'), { role: 'collaborator' }),
  },
  // The session room: full screen, outside the area's menus (domain.md §16).
  {
    path: 'app/appointment/:uuid/session',
    ...signedIn('collaborator', () => import('@/routes/collaborator/session-room-page')),
  },
  {
    path: 'app',
    ...signedIn('collaborator', () => import('@/routes/collaborator/layout')),
    children: [
      { index: true, ...redirectTo(ROLE_HOME.collaborator) },
      { path: 'dashboard', ...page(() => import('@/routes/collaborator/dashboard-page')) },
      { path: 'psychologists', ...page(() => import('@/routes/collaborator/psychologists-page')) },
      {
        path: 'psychologists/:uuid',
        ...page(() => import('@/routes/collaborator/psychologist-page')),
      },
      {
        path: 'psychologists/:uuid/contract',
        ...page(() => import('@/routes/collaborator/care-contract-page')),
      },
      {
        path: 'appointment/:uuid/success',
        ...page(() => import('@/routes/collaborator/appointment-success-page')),
      },
      {
        path: 'appointment/:uuid/cancel',
        ...page(() => import('@/routes/collaborator/appointment-cancel-page')),
      },
      {
        path: 'appointment/:uuid/reschedule',
        ...page(() => import('@/routes/collaborator/appointment-reschedule-page')),
      },
      { path: 'series/:uuid', ...page(() => import('@/routes/collaborator/series-page')) },
      { path: 'waitlist', ...page(() => import('@/routes/collaborator/waitlist-page')) },
      {
        path: 'waitlist/offers/:token',
        ...page(() => import('@/routes/collaborator/waitlist-offer-page')),
      },
      { path: 'risk-surveys/:uuid', ...page(() => import('@/routes/collaborator/risk-survey-page')) },
      { path: 'psi-priscila', ...page(() => import('@/routes/collaborator/psi-priscila-page')) },
      { path: 'credits', ...page(() => import('@/routes/collaborator/credits-page')) },
      {
        path: 'credits/success',
        ...page(() => import('@/routes/collaborator/credits-success-page')),
      },
      {
        path: 'checkout/:purchaseUuid',
        ...page(() => import('@/routes/collaborator/sandbox-checkout-page')),
      },
      {
        path: 'well-being-radar',
        ...page(() => import('@/routes/collaborator/well-being-radar-page')),
      },
      {
        path: 'appointments-history',
        ...page(() => import('@/routes/collaborator/appointments-history-page')),
      },
      {
        path: 'well-being-trail',
        ...page(() => import('@/routes/collaborator/well-being-trail-page')),
      },
      { path: 'measures', ...page(() => import('@/routes/collaborator/measures-page')) },
      {
        path: 'measures/:instrument',
        ...page(() => import('@/routes/collaborator/measure-form-page')),
      },
      {
        path: 'account',
        ...page(() => import('@/routes/account/account-page'), { role: 'collaborator' }),
      },
      { path: '*', ...redirectTo('/not-found') },
    ],
  },
  { path: '*', ...redirectTo('/not-found') },
];
