import { useRef, useState } from 'react';
import { FileCheck2, FileWarning, FileUp, ExternalLink } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  CRP_CARD_ACCEPT,
  crpCardProblem,
  openCrpCard,
  useCrpCardInfo,
  useUploadCrpCard,
} from '../api/crp-card';

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

/**
 * 'Carteira do CRP' (decision 1406): whether it is on file, 'Abrir carteira do CRP' and a file
 * picker to send or replace it. The psychologist's profile and the administrator's review show it.
 */
export function CrpCardPanel({ uuid }: { uuid: string }) {
  const info = useCrpCardInfo(uuid);
  const upload = useUploadCrpCard(uuid);
  const input = useRef<HTMLInputElement>(null);
  const [opening, setOpening] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const problem = crpCardProblem(file);
    if (problem) return toast.error(problem);
    try {
      await upload.mutateAsync(file);
      toast.success(TOASTS.psychologist.crpCardSent);
    } catch (err) {
      toast.error(errorMessage(err, TOASTS.psychologist.crpCardError));
    }
  };
  const open = async () => {
    setOpening(true);
    try {
      await openCrpCard(uuid);
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível abrir a carteira do CRP.'));
    } finally {
      setOpening(false);
    }
  };

  const card = info.data;
  return (
    <section className="grid gap-3" aria-labelledby={`crp-card-${uuid}`}>
      <h3 id={`crp-card-${uuid}`} className="text-base font-bold">
        Carteira do CRP
      </h3>
      {info.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : info.isError ? (
        <ErrorState onRetry={() => void info.refetch()} retrying={info.isRefetching} />
      ) : (
        <p className="flex items-start gap-2 text-[15px] text-sand-800">
          {card ? (
            <>
              <FileCheck2 className="mt-0.5 size-5 shrink-0 text-status-success" aria-hidden />
              <span>
                Enviada em {when.format(new Date(card.uploadedAt))} (
                {KIND[card.contentType] ?? card.contentType},{' '}
                {Math.max(1, Math.round(card.size / 1024))} KB).
              </span>
            </>
          ) : (
            <>
              <FileWarning className="mt-0.5 size-5 shrink-0 text-status-danger" aria-hidden />
              <span>Carteira do CRP ainda não enviada. Envie em PDF, JPG ou PNG, até 5MB.</span>
            </>
          )}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {card && (
          <Button
            variant="secondary"
            onClick={() => void open()}
            loading={opening}
            loadingText="Abrindo..."
          >
            <ExternalLink /> Abrir carteira do CRP
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          loadingText="Enviando..."
          disabled={info.isPending}
        >
          <FileUp /> {card ? 'Trocar carteira do CRP' : 'Enviar carteira do CRP'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={CRP_CARD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Arquivo da carteira do CRP"
          onChange={(e) => {
            void send(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </section>
  );
}
