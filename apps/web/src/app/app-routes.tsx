import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage, preloadRoutes } from '@/app/lazy-page';
import { PageLoader } from '@/app/page-loader';

const LandingPage = lazyPage(() => import('@/routes/public/landing-page'));
const ProfileChooserPage = lazyPage(() => import('@/routes/public/profile-chooser-page'));
const NotFoundPage = lazyPage(() => import('@/routes/public/not-found-page'));
const ContactPage = lazyPage(() => import('@/routes/public/contact-page'));
const TermsPage = lazyPage(() => import('@/routes/public/terms-page'));
const PrivacyPage = lazyPage(() => import('@/routes/public/privacy-page'));
const ResetPasswordPage = lazyPage(() => import('@/routes/auth/reset-password-page'));
const ConfirmEmailPage = lazyPage(() => import('@/routes/auth/confirm-email-page'));

type AreaModule = { default: ComponentType; preloadPage: (pathname: string) => Promise<unknown> };

/** An area's route tree, its own chunk; preloading it preloads the page asked for too. */
function lazyArea(load: () => Promise<AreaModule>) {
  const Area = lazyPage(load, { fallback: <PageLoader fullScreen />, container: true });
  const loadArea = Area.preload as () => Promise<AreaModule>;
  return Object.assign(Area, {
    preload: (pathname: string) => loadArea().then((m) => m.preloadPage(pathname)),
  });
}

// One chunk per area route tree; each tree lazy-loads its own pages too.
const AdministratorRoutes = lazyArea(() => import('@/routes/administrator/routes'));
const CompanyRoutes = lazyArea(() => import('@/routes/company/routes'));
const CollaboratorRoutes = lazyArea(() => import('@/routes/collaborator/routes'));
const PsychologistRoutes = lazyArea(() => import('@/routes/psychologist/routes'));

const routes = (
  <>
    <Route path="/" element={<LandingPage />} />
    <Route path="/sign-in" element={<ProfileChooserPage />} />
    <Route path="/not-found" element={<NotFoundPage />} />
    <Route path="/contact" element={<ContactPage />} />
    <Route path="/terms" element={<TermsPage />} />
    <Route path="/privacy" element={<PrivacyPage />} />
    <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
    <Route path="/auth/confirm-email" element={<ConfirmEmailPage />} />
    <Route path="/administrator/*" element={<AdministratorRoutes />} />
    <Route path="/company/*" element={<CompanyRoutes />} />
    <Route path="/collaborator/*" element={<CollaboratorRoutes />} />
    <Route path="/psychologist/*" element={<PsychologistRoutes />} />
    <Route path="*" element={<Navigate to="/not-found" replace />} />
  </>
);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}

/**
 * The booking page's parts, started by the entry together with its area's route table instead of
 * after it: lazy chunks announce none of their own imports (apps/web/build/chunking.ts,
 * preloadedDependencies), so the route table → page → page's imports chain would otherwise be three
 * network rounds (decision 1014). Like lib/api.ts's EARLY_GETS, a list of the measured page.
 */
const EARLY_PARTS: [RegExp, () => Promise<unknown>[]][] = [
  [
    /^\/collaborator\/app\/psychologists\/[\w-]+\/?$/,
    () => [
      import('@/app/area-providers'),
      import('@/routes/collaborator/layout'),
      import('@/routes/collaborator/psychologist-page'),
    ],
  ],
];

export const earlyParts = (pathname: string): Promise<unknown>[] =>
  EARLY_PARTS.find(([path]) => path.test(pathname))?.[1]() ?? [];

/**
 * The code of the page at `pathname` and of everything around it, fetched at once: the app's first
 * render waits for it (src/main.tsx) and then shows the page whole, instead of a loader per level.
 */
export const preloadRoute = (pathname: string) =>
  Promise.all([...earlyParts(pathname), preloadRoutes(routes, pathname)]);
