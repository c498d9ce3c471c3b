import type { RouteObject } from 'react-router';
import { page, redirectTo, signedIn } from '@/app/route-kit';
import { ROLE_HOME } from '@/lib/roles';

/** /company/…: a new page is its file and one line here (decision 1330). */
export const companyRoutes: RouteObject[] = [
  { index: true, ...redirectTo(ROLE_HOME.company) },
  { path: 'auth/sign-in', ...page(() => import('@/routes/company/sign-in-page')) },
  {
    path: 'auth/forgot-password',
    ...page(() => import('@/routes/auth/forgot-password-page'), { role: 'company' }),
  },
  { path: 'app/reports/nr1', ...signedIn('company', () => import('@/routes/company/nr1-report-page')) },
  {
    path: 'app',
    ...signedIn('company', () => import('@/routes/company/layout')),
    children: [
      { index: true, ...redirectTo(ROLE_HOME.company) },
      { path: 'dashboard', ...page(() => import('@/routes/company/dashboard-page')) },
      { path: 'usage', ...page(() => import('@/routes/company/usage-page')) },
      { path: 'sectors', ...page(() => import('@/routes/company/sectors-page')) },
      { path: 'sectors/:uuid', ...page(() => import('@/routes/company/sector-page')) },
      { path: 'import-collaborators', ...page(() => import('@/routes/company/import-page')) },
      { path: 'action-plan', ...page(() => import('@/routes/company/action-plan-page')) },
      { path: 'risk-surveys', ...page(() => import('@/routes/company/risk-surveys-page')) },
      { path: 'risk-surveys/:uuid', ...page(() => import('@/routes/company/risk-survey-page')) },
      { path: 'account', ...page(() => import('@/routes/account/account-page'), { role: 'company' }) },
      { path: '*', ...redirectTo('/not-found') },
    ],
  },
  { path: '*', ...redirectTo('/not-found') },
];
