import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { NOTE_MAX, ZNoteAddendum } from '@acolher/contracts/session-notes';
import type { TNoteAddendum } from '@acolher/contracts/answers/session-notes';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useAddAddendum } from './api';
import { localWhen } from './when';

/** The dated corrections of a locked note, oldest first. */
export function AddendaList({ addenda }: { addenda: TNoteAddendum[] }) {
  if (addenda.length === 0) return null;
  return (
    <ol className="grid gap-2" aria-label="Adendos">
      {addenda.map((a) => (
        <li key={a.uuid} className="rounded-xl border border-sand-200 bg-sand-50 p-3">
          <p className="text-sm font-semibold text-sand-700">Adendo de {localWhen(a.createdAt)}</p>
          <p className="mt-1 text-[15px] break-words whitespace-pre-wrap text-sand-900">{a.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** 'Adicionar adendo': appended, dated by the server; the note itself stays as it was. */
export function AddAddendumForm({ appointmentUuid }: { appointmentUuid: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddAddendum(appointmentUuid);
  const id = `adendo-${appointmentUuid}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZNoteAddendum.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Campo obrigatório');
      return;
    }
    setError(null);
    add.mutate(parsed.data.text, {
      onSuccess: () => {
        setText('');
        toast.success('Adendo adicionado');
      },
      onError: (err) => toast.error(errorMessage(err, 'Não foi possível adicionar o adendo')),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={id}>Novo adendo</Label>
      <Textarea
        id={id}
        value={text}
        limit={NOTE_MAX}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        placeholder="Correção ou complemento, registrado com data e hora"
      />
      {error && (
        <p id={`${id}-erro`} className="text-sm text-status-danger">
          {error}
        </p>
      )}
      <Button
        type="submit"
        className="justify-self-start"
        loading={add.isPending}
        loadingText="Adicionando..."
      >
        Adicionar adendo
      </Button>
    </form>
  );
}
