import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ErrorStateProps = { title?: string; description?: string; onRetry?: () => void; retrying?: boolean; className?: string };

/** A list or page that failed to load, with a way to try again. */
export function ErrorState({
  title = 'Não foi possível carregar as informações.',
  description = 'Verifique sua conexão e tente de novo em instantes.',
  onRetry,
  retrying,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 rounded-card border border-red-100 bg-red-50/50 px-6 py-10 text-center', className)}>
      <span className="grid size-14 place-items-center rounded-full bg-white text-status-danger shadow-soft">
        <CloudOff className="size-7" strokeWidth={1.75} aria-hidden />
      </span>
      <p className="text-base font-semibold text-sand-800">{title}</p>
      <p className="max-w-md text-[15px] text-sand-600">{description}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText="Tentando...">
          Tentar novamente
        </Button>
      )}
    </div>
  );
}
