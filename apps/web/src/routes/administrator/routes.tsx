import type { RouteObject } from 'react-router';
import { page, redirectTo, signedIn } from '@/app/route-kit';
import { ROLE_HOME } from '@/lib/roles';

/** /administrator/…: a new page is its file and one line here (decision 1330). */
export const administratorRoutes: RouteObject[] = [
  { index: true, ...redirectTo(ROLE_HOME.administrator) },
  { path: 'auth/sign-in', ...page(() => import('@/routes/administrator/sign-in-page')) },
  {
    path: 'auth/forgot-password',
    ...page(() => import('@/routes/auth/forgot-password-page'), { role: 'administrator' }),
  },
  {
    path: 'app',
    ...signedIn('administrator', () => import('@/routes/administrator/layout')),
    children: [
      { index: true, ...redirectTo(ROLE_HOME.administrator) },
      { path: 'home', ...page(() => import('@/routes/administrator/home-page')) },
      { path: 'administrators', ...page(() => import('@/routes/administrator/administrators-page')) },
      { path: 'psychologists', ...page(() => import('@/routes/administrator/psychologists-page')) },
      {
        path: 'psychologists/:psychologistUuid/reports',
        ...page(() => import('@/routes/administrator/psychologist-report-page')),
      },
      { path: 'companies', ...page(() => import('@/routes/administrator/companies-page')) },
      { path: 'companies/:companyUuid', ...page(() => import('@/routes/administrator/company-page')) },
      {
        path: 'companies/:companyUuid/import',
        ...page(() => import('@/routes/administrator/company-import-page')),
      },
      {
        path: 'companies/:companyUuid/:sectorUuid',
        ...page(() => import('@/routes/administrator/sector-page')),
      },
      { path: 'messages', ...page(() => import('@/routes/administrator/messages-page')) },
      { path: 'audit-log', ...page(() => import('@/routes/administrator/audit-log-page')) },
      { path: 'leads', ...page(() => import('@/routes/administrator/leads-page')) },
      { path: 'account', ...page(() => import('@/routes/account/account-page'), { role: 'administrator' }) },
      { path: 'deletion-requests', ...page(() => import('@/routes/administrator/deletion-requests-page')) },
      { path: 'disputes', ...page(() => import('@/routes/administrator/disputes-page')) },
      { path: 'payouts', ...page(() => import('@/routes/administrator/payouts-page')) },
      { path: '*', ...redirectTo('/not-found') },
    ],
  },
  { path: '*', ...redirectTo('/not-found') },
];
