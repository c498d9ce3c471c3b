import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/save-file';
import { toast } from '@/lib/toast';

/** The ten recovery codes, shown this once: copy, download (lib/save-file.ts), then done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Códigos de recuperação do Acolher (cada um vale uma vez):\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Códigos copiados.');
    } catch {
      toast.error('Não foi possível copiar. Selecione e copie os códigos.');
    }
  };
  const download = () =>
    saveBlob(new Blob([text], { type: 'text/plain' }), 'codigos-de-recuperacao-acolher.txt');
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-[15px] text-brand-900">
        Ativada. Guarde estes códigos de recuperação em lugar seguro: cada um permite entrar uma vez
        sem o celular. Eles não serão mostrados de novo.
      </p>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 font-mono text-[15px] text-sand-900"
      >
        {codes.map((c) => (
          <li key={c} className="rounded bg-sand-50 px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar
        </Button>
        <Button variant="secondary" onClick={download}>
          Baixar
        </Button>
        <Button onClick={onDone}>Já guardei</Button>
      </div>
    </div>
  );
}
