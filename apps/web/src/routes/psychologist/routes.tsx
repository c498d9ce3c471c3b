import { Navigate, Route, Routes } from 'react-router';
import { lazyPage, preloadRoutes } from '@/app/lazy-page';
import { RequireSession } from '@/app/require-session';
import { ROLE_HOME } from '@/lib/roles';

// Lazy so TanStack Query is not downloaded with the sign-in page.
const AreaProviders = lazyPage(() => import('@/app/area-providers'));
const SignInPage = lazyPage(() => import('@/routes/psychologist/sign-in-page'));
const SignUpPage = lazyPage(() => import('@/routes/psychologist/sign-up-page'));
const ForgotPasswordPage = lazyPage(() => import('@/routes/auth/forgot-password-page'));
const Layout = lazyPage(() => import('@/routes/psychologist/layout'));
const DashboardPage = lazyPage(() => import('@/routes/psychologist/dashboard-page'));
const AppointmentsPage = lazyPage(() => import('@/routes/psychologist/appointments-page'));
const OpeningHoursPage = lazyPage(() => import('@/routes/psychologist/opening-hours-page'));
const ProfilePage = lazyPage(() => import('@/routes/psychologist/profile-page'));
const ReviewsPage = lazyPage(() => import('@/routes/psychologist/reviews-page'));
const SessionNotePage = lazyPage(() => import('@/routes/psychologist/session-note-page'));
const RecordsPage = lazyPage(() => import('@/routes/psychologist/records-page'));
const RecordPage = lazyPage(() => import('@/routes/psychologist/record-page'));
const AccountPage = lazyPage(() => import('@/routes/account/account-page'));
// The session room: its own chunk, full screen, outside the area's menus (domain.md §16).
const SessionRoomPage = lazyPage(() => import('@/routes/psychologist/session-room-page'));

const routes = (
  <>
    <Route index element={<Navigate to={ROLE_HOME.psychologist} replace />} />
    <Route path="auth/sign-in" element={<SignInPage />} />
    <Route
      path="auth/sign-up"
      element={
        <AreaProviders role="psychologist">
          <SignUpPage />
        </AreaProviders>
      }
    />
    <Route path="auth/forgot-password" element={<ForgotPasswordPage role="psychologist" />} />
    <Route
      path="app/appointments/:uuid/session"
      element={
        <RequireSession role="psychologist">
          <AreaProviders role="psychologist">
            <SessionRoomPage />
          </AreaProviders>
        </RequireSession>
      }
    />
    <Route
      path="app"
      element={
        <RequireSession role="psychologist">
          <AreaProviders role="psychologist">
            <Layout />
          </AreaProviders>
        </RequireSession>
      }
    >
      <Route index element={<Navigate to={ROLE_HOME.psychologist} replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="appointments" element={<AppointmentsPage />} />
      <Route path="opening-hours" element={<OpeningHoursPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="reviews/:collaboratorUuid" element={<ReviewsPage />} />
      <Route path="appointments/:uuid/note" element={<SessionNotePage />} />
      <Route path="records" element={<RecordsPage />} />
      <Route path="records/:collaboratorUuid" element={<RecordPage />} />
      <Route path="account" element={<AccountPage role="psychologist" />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Route>
    <Route path="*" element={<Navigate to="/not-found" replace />} />
  </>
);

/** /psychologist/* */
export default function PsychologistRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts the code of the page at `pathname` (and of what holds it): src/app/lazy-page.tsx.
 * @public app/app-routes.tsx calls it through the area's lazy import, which knip cannot follow (decision 1229).
 */
export const preloadPage = (pathname: string) => preloadRoutes(routes, pathname, '/psychologist');
