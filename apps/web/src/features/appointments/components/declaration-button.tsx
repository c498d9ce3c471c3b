import { useState } from 'react';
import { FileCheck2 } from 'lucide-react';
import { formatDate } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { downloadAttendanceDeclaration } from '../api/collaborator';

/**
 * 'Declaração de comparecimento' on a held session (decision 1375): the PDF with date, times, the
 * psychologist and a code anyone can check; only the collaborator downloads it.
 */
export function DeclarationButton({ uuid, date }: { uuid: string; date: string }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAttendanceDeclaration(uuid);
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível gerar a declaração'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void download()}
      loading={downloading}
      loadingText="Gerando..."
      aria-label={`Declaração de comparecimento da sessão de ${formatDate(date)}`}
    >
      <FileCheck2 className="size-4" aria-hidden />
      Declaração de comparecimento
    </Button>
  );
}
