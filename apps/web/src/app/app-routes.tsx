import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { PageLoader } from '@/app/page-loader';

const LandingPage = lazyPage(() => import('@/routes/public/landing-page'));
const ProfileChooserPage = lazyPage(() => import('@/routes/public/profile-chooser-page'));
const NotFoundPage = lazyPage(() => import('@/routes/public/not-found-page'));
const ResetPasswordPage = lazyPage(() => import('@/routes/auth/reset-password-page'));

// One chunk per area route tree; each tree lazy-loads its own pages too.
const AdministratorRoutes = lazy(() => import('@/routes/administrator/routes'));
const CompanyRoutes = lazy(() => import('@/routes/company/routes'));
const CollaboratorRoutes = lazy(() => import('@/routes/collaborator/routes'));
const PsychologistRoutes = lazy(() => import('@/routes/psychologist/routes'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/sign-in" element={<ProfileChooserPage />} />
        <Route path="/not-found" element={<NotFoundPage />} />
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/administrator/*" element={<AdministratorRoutes />} />
        <Route path="/company/*" element={<CompanyRoutes />} />
        <Route path="/collaborator/*" element={<CollaboratorRoutes />} />
        <Route path="/psychologist/*" element={<PsychologistRoutes />} />
        <Route path="*" element={<Navigate to="/not-found" replace />} />
      </Routes>
    </Suspense>
  );
}
