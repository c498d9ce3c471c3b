import { Navigate, Route, Routes } from 'react-router';
import { lazyPage, preloadRoutes } from '@/app/lazy-page';
import { RequireSession } from '@/app/require-session';
import { ROLE_HOME } from '@/lib/roles';

// Lazy so TanStack Query is not downloaded with the sign-in page.
const AreaProviders = lazyPage(() => import('@/app/area-providers'));
const SignInPage = lazyPage(() => import('@/routes/company/sign-in-page'));
const ForgotPasswordPage = lazyPage(() => import('@/routes/auth/forgot-password-page'));
const Layout = lazyPage(() => import('@/routes/company/layout'));
const DashboardPage = lazyPage(() => import('@/routes/company/dashboard-page'));
const SectorsPage = lazyPage(() => import('@/routes/company/sectors-page'));
const SectorPage = lazyPage(() => import('@/routes/company/sector-page'));
const ImportPage = lazyPage(() => import('@/routes/company/import-page'));
const ActionPlanPage = lazyPage(() => import('@/routes/company/action-plan-page'));
const Nr1ReportPage = lazyPage(() => import('@/routes/company/nr1-report-page'));
const AccountPage = lazyPage(() => import('@/routes/account/account-page'));

const routes = (
  <>
    <Route index element={<Navigate to={ROLE_HOME.company} replace />} />
    <Route path="auth/sign-in" element={<SignInPage />} />
    <Route path="auth/forgot-password" element={<ForgotPasswordPage role="company" />} />
    <Route
      path="app/reports/nr1"
      element={
        <RequireSession role="company">
          <AreaProviders role="company">
            <Nr1ReportPage />
          </AreaProviders>
        </RequireSession>
      }
    />
    <Route
      path="app"
      element={
        <RequireSession role="company">
          <AreaProviders role="company">
            <Layout />
          </AreaProviders>
        </RequireSession>
      }
    >
      <Route index element={<Navigate to={ROLE_HOME.company} replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="sectors" element={<SectorsPage />} />
      <Route path="sectors/:uuid" element={<SectorPage />} />
      <Route path="import-collaborators" element={<ImportPage />} />
      <Route path="action-plan" element={<ActionPlanPage />} />
      <Route path="account" element={<AccountPage role="company" />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Route>
    <Route path="*" element={<Navigate to="/not-found" replace />} />
  </>
);

/** /company/* */
export default function CompanyRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts the code of the page at `pathname` (and of what holds it): src/app/lazy-page.tsx.
 * @public app/app-routes.tsx calls it through the area's lazy import, which knip cannot follow (decision 1229).
 */
export const preloadPage = (pathname: string) => preloadRoutes(routes, pathname, '/company');
