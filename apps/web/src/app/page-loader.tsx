import { LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';

/**
 * While a page's code or data arrives. Full screen (the app starting) it shows the brand mark too;
 * the build writes that same markup into index.html (scripts/prerender.mjs), so something calm is
 * painted before any script has run, and React's first render replaces it with itself.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  if (fullScreen)
    return (
      <div className="grid min-h-dvh place-items-center">
        <div className="grid justify-items-center gap-6">
          <LogoMark className="size-12" />
          <Spinner size="lg" className="text-brand-600" />
        </div>
      </div>
    );
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner size="lg" className="text-brand-600" />
    </div>
  );
}
