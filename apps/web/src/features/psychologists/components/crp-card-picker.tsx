import { useId, useRef, useState } from 'react';
import { FileCheck2, FileUp, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { CRP_CARD_ACCEPT, crpCardProblem } from '../api/crp-card';

const size = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The CRP card chosen on the sign-up page (decision 1441): PDF, JPG or PNG up to 5 MB, checked
 * here with the server's messages before anything is sent; sent right after the account exists.
 */
export function CrpCardPicker({
  file,
  onChange,
  disabled,
}: {
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = crpCardProblem(chosen);
    setProblem(refused);
    onChange(refused ? undefined : chosen);
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Carteira do CRP</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={CRP_CARD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <div className="grid min-w-0 gap-2 rounded-xl border border-dashed border-sand-300 bg-sand-50/60 p-2">
        {file && (
          <p className="flex min-w-0 items-center gap-1.5 px-1 pt-1 text-sm text-sand-800">
            <FileCheck2 className="size-4 shrink-0 text-status-success" aria-hidden />
            <span className="min-w-0 truncate" title={file.name}>
              {file.name}
            </span>
            <span className="shrink-0 text-sand-500">({size(file.size)})</span>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            <FileUp /> {file ? 'Trocar arquivo' : 'Escolher arquivo'}
          </Button>
          {file ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              aria-label="Remover o arquivo escolhido"
              onClick={() => onChange(undefined)}
            >
              <X /> Remover
            </Button>
          ) : (
            <span className="text-sm text-sand-500">Nenhum arquivo escolhido</span>
          )}
        </div>
      </div>
      {problem ? (
        <p id={`${id}-note`} role="alert" className="text-sm font-medium text-status-danger">
          {problem}
        </p>
      ) : (
        <p id={`${id}-note`} className="text-sm text-sand-500">
          PDF, JPG ou PNG, até 5MB. Com ela, a análise do seu cadastro fica mais rápida.
        </p>
      )}
    </div>
  );
}
