import { Spinner } from '@/components/ui/spinner';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'grid min-h-dvh place-items-center' : 'grid min-h-[40vh] place-items-center'}>
      <Spinner size="lg" className="text-brand-600" />
    </div>
  );
}
