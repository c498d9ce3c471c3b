import { useState } from 'react';
import { ClosingCta } from '@/routes/public/landing/closing-cta';
import { DemoDialog } from '@/routes/public/landing/demo-dialog';
import { Features } from '@/routes/public/landing/features';
import { Hero } from '@/routes/public/landing/hero';
import { HowItWorks } from '@/routes/public/landing/how-it-works';
import { Impact } from '@/routes/public/landing/impact';
import { SiteFooter } from '@/routes/public/landing/site-footer';
import { SiteHeader } from '@/routes/public/landing/site-header';

/** '/': the public page. Both demo buttons open the list of demo accounts. */
export default function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const openDemo = () => setDemoOpen(true);
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
      <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
    </div>
  );
}
