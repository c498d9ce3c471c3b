import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '@/features/app-config/api/app-config';
import { ClosingCta } from '@/routes/public/landing/closing-cta';
import { Features } from '@/routes/public/landing/features';
import { Hero } from '@/routes/public/landing/hero';
import { HowItWorks } from '@/routes/public/landing/how-it-works';
import { Impact } from '@/routes/public/landing/impact';
import { SiteFooter } from '@/routes/public/landing/site-footer';
import { SiteHeader } from '@/routes/public/landing/site-header';

// The dialog (and Radix Dialog) is fetched after the page is idle, not with the first paint.
const loadDemoDialog = () => import('@/routes/public/landing/demo-dialog');
const DemoDialog = lazy(() => loadDemoDialog().then((m) => ({ default: m.DemoDialog })));

/**
 * '/': the public page. 'Começar agora gratuitamente' goes to the contact form; 'Demo gratuita'
 * opens the demo accounts in demo mode only (evaluators), the contact form otherwise (decision 1204).
 */
export default function LandingPage() {
  const navigate = useNavigate();
  const config = useAppConfig();
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoMounted, setDemoMounted] = useState(false);
  const toContact = () => void navigate('/contact');
  const openDemo = () => {
    if (config?.mode === 'production') return toContact();
    setDemoMounted(true);
    setDemoOpen(true);
  };
  useEffect(() => {
    const id = window.setTimeout(() => void loadDemoDialog(), 1500);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <div className="min-h-dvh bg-sand-50">
      <SiteHeader onDemo={openDemo} />
      <main>
        <Hero onDemo={openDemo} />
        <Features />
        <HowItWorks />
        <Impact />
        <ClosingCta onDemo={openDemo} />
      </main>
      <SiteFooter />
      {demoMounted && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </div>
  );
}
