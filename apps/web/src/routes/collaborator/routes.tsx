import { Navigate, Route, Routes } from 'react-router';
import { lazyPage, preloadRoutes } from '@/app/lazy-page';
import { RequireSession } from '@/app/require-session';
import { ROLE_HOME } from '@/lib/roles';

// Lazy so TanStack Query is not downloaded with the sign-in page.
const AreaProviders = lazyPage(() => import('@/app/area-providers'));
const SignInPage = lazyPage(() => import('@/routes/collaborator/sign-in-page'));
const ForgotPasswordPage = lazyPage(() => import('@/routes/auth/forgot-password-page'));
const Layout = lazyPage(() => import('@/routes/collaborator/layout'));
const DashboardPage = lazyPage(() => import('@/routes/collaborator/dashboard-page'));
const PsychologistsPage = lazyPage(() => import('@/routes/collaborator/psychologists-page'));
const PsychologistPage = lazyPage(() => import('@/routes/collaborator/psychologist-page'));
const AppointmentSuccessPage = lazyPage(
  () => import('@/routes/collaborator/appointment-success-page'),
);
const AppointmentCancelPage = lazyPage(
  () => import('@/routes/collaborator/appointment-cancel-page'),
);
const AppointmentReschedulePage = lazyPage(
  () => import('@/routes/collaborator/appointment-reschedule-page'),
);
const PsiPriscilaPage = lazyPage(() => import('@/routes/collaborator/psi-priscila-page'));
const CreditsPage = lazyPage(() => import('@/routes/collaborator/credits-page'));
const CreditsSuccessPage = lazyPage(() => import('@/routes/collaborator/credits-success-page'));
const SandboxCheckoutPage = lazyPage(() => import('@/routes/collaborator/sandbox-checkout-page'));
const WellBeingRadarPage = lazyPage(() => import('@/routes/collaborator/well-being-radar-page'));
const AppointmentsHistoryPage = lazyPage(
  () => import('@/routes/collaborator/appointments-history-page'),
);
const WellBeingTrailPage = lazyPage(() => import('@/routes/collaborator/well-being-trail-page'));
const MeasuresPage = lazyPage(() => import('@/routes/collaborator/measures-page'));
const MeasureFormPage = lazyPage(() => import('@/routes/collaborator/measure-form-page'));
const AccountPage = lazyPage(() => import('@/routes/account/account-page'));
// The session room: its own chunk, full screen, outside the area's menus (domain.md §16).
const SessionRoomPage = lazyPage(() => import('@/routes/collaborator/session-room-page'));

const routes = (
  <>
    <Route index element={<Navigate to={ROLE_HOME.collaborator} replace />} />
    <Route path="auth/sign-in" element={<SignInPage />} />
    <Route path="auth/forgot-password" element={<ForgotPasswordPage role="collaborator" />} />
    <Route
      path="app/appointment/:uuid/session"
      element={
        <RequireSession role="collaborator">
          <AreaProviders role="collaborator">
            <SessionRoomPage />
          </AreaProviders>
        </RequireSession>
      }
    />
    <Route
      path="app"
      element={
        <RequireSession role="collaborator">
          <AreaProviders role="collaborator">
            <Layout />
          </AreaProviders>
        </RequireSession>
      }
    >
      <Route index element={<Navigate to={ROLE_HOME.collaborator} replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="psychologists" element={<PsychologistsPage />} />
      <Route path="psychologists/:uuid" element={<PsychologistPage />} />
      <Route path="appointment/:uuid/success" element={<AppointmentSuccessPage />} />
      <Route path="appointment/:uuid/cancel" element={<AppointmentCancelPage />} />
      <Route path="appointment/:uuid/reschedule" element={<AppointmentReschedulePage />} />
      <Route path="psi-priscila" element={<PsiPriscilaPage />} />
      <Route path="credits" element={<CreditsPage />} />
      <Route path="credits/success" element={<CreditsSuccessPage />} />
      <Route path="checkout/:purchaseUuid" element={<SandboxCheckoutPage />} />
      <Route path="well-being-radar" element={<WellBeingRadarPage />} />
      <Route path="appointments-history" element={<AppointmentsHistoryPage />} />
      <Route path="well-being-trail" element={<WellBeingTrailPage />} />
      <Route path="measures" element={<MeasuresPage />} />
      <Route path="measures/:instrument" element={<MeasureFormPage />} />
      <Route path="account" element={<AccountPage role="collaborator" />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Route>
    <Route path="*" element={<Navigate to="/not-found" replace />} />
  </>
);

/** /collaborator/* */
export default function CollaboratorRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts the code of the page at `pathname` (and of what holds it): src/app/lazy-page.tsx.
 * @public app/app-routes.tsx calls it through the area's lazy import, which knip cannot follow (decision 1229).
 */
export const preloadPage = (pathname: string) => preloadRoutes(routes, pathname, '/collaborator');
