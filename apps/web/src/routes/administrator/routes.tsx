import { Navigate, Route, Routes } from 'react-router';
import { lazyPage, preloadRoutes } from '@/app/lazy-page';
import { RequireSession } from '@/app/require-session';
import { ROLE_HOME } from '@/lib/roles';

// Lazy so TanStack Query is not downloaded with the sign-in page.
const AreaProviders = lazyPage(() => import('@/app/area-providers'));
const SignInPage = lazyPage(() => import('@/routes/administrator/sign-in-page'));
const ForgotPasswordPage = lazyPage(() => import('@/routes/auth/forgot-password-page'));
const Layout = lazyPage(() => import('@/routes/administrator/layout'));
const AdministratorsPage = lazyPage(() => import('@/routes/administrator/administrators-page'));
const PsychologistsPage = lazyPage(() => import('@/routes/administrator/psychologists-page'));
const PsychologistReportPage = lazyPage(
  () => import('@/routes/administrator/psychologist-report-page'),
);
const CompaniesPage = lazyPage(() => import('@/routes/administrator/companies-page'));
const CompanyPage = lazyPage(() => import('@/routes/administrator/company-page'));
const SectorPage = lazyPage(() => import('@/routes/administrator/sector-page'));
const CompanyImportPage = lazyPage(() => import('@/routes/administrator/company-import-page'));
const MessagesPage = lazyPage(() => import('@/routes/administrator/messages-page'));
const AuditLogPage = lazyPage(() => import('@/routes/administrator/audit-log-page'));
const LeadsPage = lazyPage(() => import('@/routes/administrator/leads-page'));
const AccountPage = lazyPage(() => import('@/routes/account/account-page'));
const DeletionRequestsPage = lazyPage(
  () => import('@/routes/administrator/deletion-requests-page'),
);
const DisputesPage = lazyPage(() => import('@/routes/administrator/disputes-page'));
const PayoutsPage = lazyPage(() => import('@/routes/administrator/payouts-page'));

const routes = (
  <>
    <Route index element={<Navigate to={ROLE_HOME.administrator} replace />} />
    <Route path="auth/sign-in" element={<SignInPage />} />
    <Route path="auth/forgot-password" element={<ForgotPasswordPage role="administrator" />} />
    <Route
      path="app"
      element={
        <RequireSession role="administrator">
          <AreaProviders role="administrator">
            <Layout />
          </AreaProviders>
        </RequireSession>
      }
    >
      <Route index element={<Navigate to={ROLE_HOME.administrator} replace />} />
      <Route path="administrators" element={<AdministratorsPage />} />
      <Route path="psychologists" element={<PsychologistsPage />} />
      <Route path="psychologists/:psychologistUuid/reports" element={<PsychologistReportPage />} />
      <Route path="companies" element={<CompaniesPage />} />
      <Route path="companies/:companyUuid" element={<CompanyPage />} />
      <Route path="companies/:companyUuid/import" element={<CompanyImportPage />} />
      <Route path="companies/:companyUuid/:sectorUuid" element={<SectorPage />} />
      <Route path="messages" element={<MessagesPage />} />
      <Route path="audit-log" element={<AuditLogPage />} />
      <Route path="leads" element={<LeadsPage />} />
      <Route path="account" element={<AccountPage role="administrator" />} />
      <Route path="deletion-requests" element={<DeletionRequestsPage />} />
      <Route path="disputes" element={<DisputesPage />} />
      <Route path="payouts" element={<PayoutsPage />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Route>
    <Route path="*" element={<Navigate to="/not-found" replace />} />
  </>
);

/** /administrator/* */
export default function AdministratorRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts the code of the page at `pathname` (and of what holds it): src/app/lazy-page.tsx.
 * @public app/app-routes.tsx calls it through the area's lazy import, which knip cannot follow (decision 1229).
 */
export const preloadPage = (pathname: string) => preloadRoutes(routes, pathname, '/administrator');
