import { AlertCircle, Check, Loader2, Lock } from 'lucide-react';
import { NOTE_MAX } from '@acolher/contracts/session-notes';
import type { TSessionNoteView } from '@acolher/contracts/answers/session-notes';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { AddAddendumForm, AddendaList } from './addenda';
import { useSaveNote, useSessionNote } from './api';
import { useAutosave, type SaveState } from './use-autosave';
import { localWhen } from './when';

const STATE_TEXT: Record<SaveState, string> = {
  saved: 'Salvo',
  pending: 'Salvando…',
  saving: 'Salvando…',
  error: 'Não foi possível salvar',
};

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const Icon = state === 'saved' ? Check : state === 'error' ? AlertCircle : Loader2;
  return (
    <div className="flex items-center gap-2 text-sm">
      <p
        role="status"
        className={
          state === 'error'
            ? 'flex items-center gap-1.5 font-semibold text-status-danger'
            : 'flex items-center gap-1.5 font-medium text-sand-600'
        }
      >
        <Icon
          aria-hidden
          className={state === 'saving' || state === 'pending' ? 'size-4 animate-spin' : 'size-4'}
        />
        {STATE_TEXT[state]}
      </p>
      {state === 'error' && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </div>
  );
}

/** The note while it can be edited: autosaved as the psychologist types. */
function EditableNote({ view, onRefused }: { view: TSessionNoteView; onRefused: () => void }) {
  const save = useSaveNote(view.appointmentUuid);
  const auto = useAutosave(view.note, (note) =>
    save.mutateAsync(note).catch((err: unknown) => {
      // Locked meanwhile (or not yet open): show the server's state instead of retrying.
      if (err instanceof ApiError && err.status === 409) onRefused();
      throw err;
    }),
  );
  const id = `anotacao-${view.appointmentUuid}`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        Anotação da sessão
      </label>
      <Textarea
        id={id}
        value={auto.value}
        limit={NOTE_MAX}
        onChange={(e) => auto.change(e.target.value)}
        className="min-h-56"
        placeholder="Escreva aqui. O texto é salvo automaticamente e só você o lê."
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SaveStatus state={auto.state} onRetry={() => void auto.retry()} />
        <p className="text-sm text-sand-500">Editável até {localWhen(view.locksAt)}</p>
      </div>
    </div>
  );
}

/** After the lock: the note as it was, its addenda, and 'Adicionar adendo'. */
function LockedNote({ view }: { view: TSessionNoteView }) {
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-1.5 text-sm font-medium text-sand-600">
        <Lock aria-hidden className="size-4" />
        Bloqueada em {localWhen(view.locksAt)}. Correções entram como adendos.
      </p>
      <div className="rounded-xl border border-sand-200 bg-white p-3">
        {view.note.trim() ? (
          <p className="text-[15px] break-words whitespace-pre-wrap text-sand-900">{view.note}</p>
        ) : (
          <p className="text-[15px] text-sand-500">Nenhuma anotação foi escrita nesta sessão.</p>
        )}
      </div>
      <AddendaList addenda={view.addenda} />
      <AddAddendumForm appointmentUuid={view.appointmentUuid} />
    </div>
  );
}

/** 'Anotações da sessão' of one appointment (domain.md §18), for its psychologist. */
export function SessionNoteEditor({ appointmentUuid }: { appointmentUuid: string }) {
  const note = useSessionNote(appointmentUuid);
  if (note.isPending)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Carregando anotação">
        <Skeleton className="h-56 w-full rounded-xl" />
        <Skeleton className="h-4 w-24" />
      </div>
    );
  if (note.isError) {
    const refused = note.error instanceof ApiError && [403, 404].includes(note.error.status);
    return refused ? (
      <ErrorState
        title="Anotação indisponível"
        description="Só o psicólogo do atendimento lê e escreve esta anotação."
      />
    ) : (
      <ErrorState onRetry={() => void note.refetch()} retrying={note.isRefetching} />
    );
  }
  const view = note.data;
  if (view.locked) return <LockedNote view={view} />;
  if (view.editable) return <EditableNote view={view} onRefused={() => void note.refetch()} />;
  return (
    <p className="rounded-xl border border-dashed border-sand-300 bg-sand-50 p-4 text-[15px] text-sand-700">
      {view.cancelled
        ? 'Esta sessão foi cancelada: não há anotação.'
        : `As anotações ficam disponíveis a partir do início da sessão, em ${localWhen(view.editableFrom)}.`}
    </p>
  );
}
