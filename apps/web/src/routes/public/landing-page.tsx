import { lazy, Suspense, useEffect, useState } from 'react';
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

/** '/': the public page. Both demo buttons open the list of demo accounts. */
export default function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoMounted, setDemoMounted] = useState(false);
  const openDemo = () => {
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
