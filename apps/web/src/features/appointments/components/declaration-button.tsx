import { FileCheck2 } from 'lucide-react';
import { formatDate } from '@acolher/contracts/format';
import { DownloadButton } from '@/components/ui/download-button';
import { downloadAttendanceDeclaration } from '../api/collaborator';

/**
 * 'Declaração de comparecimento' on a held session (decision 1375): the PDF with date, times, the
 * psychologist and a code anyone can check; only the collaborator downloads it.
 */
export function DeclarationButton({ uuid, date }: { uuid: string; date: string }) {
  return (
    <DownloadButton
      download={() => downloadAttendanceDeclaration(uuid)}
      errorText="Não foi possível gerar a declaração"
      loadingText="Gerando..."
      aria-label={`Declaração de comparecimento da sessão de ${formatDate(date)}`}
    >
      <FileCheck2 className="size-4" aria-hidden />
      Declaração de comparecimento
    </DownloadButton>
  );
}
