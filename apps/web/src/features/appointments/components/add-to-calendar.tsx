import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { saveDownload } from '@/lib/save-file';

/**
 * GET /appointments/{uuid}/calendar.ics saved as a file (the token goes in a header, not a link):
 * the phone or computer offers to add the session to its calendar (domain.md §19).
 */
function saveCalendarFile(uuid: string) {
  return saveDownload(`/appointments/${uuid}/calendar.ics`, 'sessao-acolher.ics');
}

/** 'Adicionar à agenda' for one appointment; shows progress and cannot be pressed twice. */
export function AddToCalendarButton({
  uuid,
  label,
  size = 'md',
}: {
  uuid: string;
  /** An accessible name when several appear on one page (the history). */
  label?: string;
  size?: 'sm' | 'md';
}) {
  const [saving, setSaving] = useState(false);
  async function save() {
    setSaving(true);
    try {
      await saveCalendarFile(uuid);
    } catch (err) {
      toast.error(
        errorMessage(err, 'Não foi possível gerar o arquivo da agenda. Tente novamente.'),
      );
    } finally {
      setSaving(false);
    }
  }
  return (
    <Button
      type="button"
      variant="secondary"
      size={size}
      loading={saving}
      loadingText="Gerando..."
      aria-label={label}
      onClick={() => void save()}
    >
      <CalendarPlus className="size-4" aria-hidden />
      Adicionar à agenda
    </Button>
  );
}
