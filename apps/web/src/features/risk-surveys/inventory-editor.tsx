import { useState } from 'react';
import { Link2, Lock, Plus, Save, Trash2 } from 'lucide-react';
import type { TInventoryItem } from '@acolher/contracts/answers/risk-surveys';
import { formatDate } from '@acolher/contracts/format';
import { inventoryLevel } from '@acolher/contracts/risk-surveys';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useInventory, useInventoryVersions, useLockVersion, useSaveInventory } from './api';

/** An inventory item an action of the plan will answer. */
export type InventoryLink = { risk: string; inventoryItemUuid: string };
type Props = {
  companyUuid: string;
  surveyUuid: string;
  /** 'Vincular ação': the page opens the action-plan dialog for this item. */
  onLinkAction: (link: InventoryLink) => void;
};
type Field =
  'process' | 'activity' | 'sources' | 'existingMeasures' | 'hazard' | 'exposedGroup' | 'criteria';
const LABELS: [Field, string][] = [
  ['hazard', 'Perigo'],
  ['exposedGroup', 'Grupo exposto'],
  ['process', 'Processo'],
  ['activity', 'Atividade'],
  ['sources', 'Fontes'],
  ['existingMeasures', 'Medidas existentes'],
  ['criteria', 'Critério'],
];
const TONE = { Baixo: 'success', Moderado: 'pending', Alto: 'danger' } as const;
const blank = (): TInventoryItem => ({
  uuid: null,
  process: '',
  activity: '',
  hazard: '',
  sources: '',
  exposedGroup: '',
  existingMeasures: '',
  probability: 1,
  severity: 1,
  level: 'Baixo',
  criteria: '',
});

/** The inventory of risks (NR-1 1.5.7.3.2): edit, save, lock a version, link an action. */
export function InventoryEditor({ companyUuid, surveyUuid, onLinkAction }: Props) {
  const inventory = useInventory(companyUuid, surveyUuid);
  const versions = useInventoryVersions(companyUuid, surveyUuid);
  const save = useSaveInventory(companyUuid, surveyUuid);
  const lock = useLockVersion(companyUuid, surveyUuid);
  const [draft, setDraft] = useState<TInventoryItem[] | null>(null);
  const [confirmLock, setConfirmLock] = useState(false);
  if (inventory.isPending) return <Skeleton className="h-64 w-full" />;
  if (inventory.isError) return <ErrorState onRetry={() => inventory.refetch()} />;
  const items = draft ?? inventory.data.items;
  const dirty = draft !== null || inventory.data.prefilled;
  const update = (i: number, patch: Partial<TInventoryItem>) =>
    setDraft(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));

  function persist() {
    save.mutate(
      { items: items.map((it) => ({ ...it, uuid: it.uuid ?? undefined })) },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success('Inventário salvo.');
        },
        onError: (err) => toast.error(errorMessage(err, 'Não foi possível salvar o inventário.')),
      },
    );
  }

  return (
    <div className="grid gap-4">
      {inventory.data.prefilled && (
        <p className="rounded-card bg-yellow-50 p-3 text-sm text-yellow-900">
          Sugestão a partir das dimensões em Risco. Revise, complete e salve.
        </p>
      )}
      {items.length === 0 && <p className="text-sand-700">Nenhum item no inventário.</p>}
      {items.map((it, i) => (
        <Card key={it.uuid ?? `new-${i}`} className="grid gap-3 p-4" aria-label={`Item ${i + 1}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <strong>
              {i + 1}. {it.hazard || 'Novo item'}
            </strong>
            <Badge tone={TONE[inventoryLevel(it.probability, it.severity)]}>
              Nível {inventoryLevel(it.probability, it.severity)}
            </Badge>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {LABELS.map(([field, label]) => (
              <label key={field} className="grid gap-1 text-sm font-medium">
                {label}
                <Input value={it[field]} onChange={(e) => update(i, { [field]: e.target.value })} />
              </label>
            ))}
            {(['probability', 'severity'] as const).map((field) => (
              <label key={field} className="grid gap-1 text-sm font-medium">
                {field === 'probability' ? 'Probabilidade (1 a 3)' : 'Severidade (1 a 3)'}
                <select
                  className="h-11 rounded-xl border border-sand-300 bg-white px-3"
                  value={it[field]}
                  onChange={(e) => update(i, { [field]: Number(e.target.value) })}
                >
                  <option value={1}>1</option>
                  <option value={2}>2</option>
                  <option value={3}>3</option>
                </select>
              </label>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setDraft(items.filter((_, j) => j !== i))}
            >
              <Trash2 /> Remover
            </Button>
            {it.uuid && !dirty && (
              <Button
                type="button"
                size="sm"
                variant="soft"
                onClick={() => onLinkAction({ risk: it.hazard, inventoryItemUuid: it.uuid! })}
              >
                <Link2 /> Vincular ação
              </Button>
            )}
          </div>
        </Card>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => setDraft([...items, blank()])}>
          <Plus /> Adicionar item
        </Button>
        <Button type="button" onClick={persist} disabled={save.isPending}>
          <Save /> {save.isPending ? 'Salvando...' : 'Salvar inventário'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={dirty}
          onClick={() => setConfirmLock(true)}
        >
          <Lock /> Travar versão
        </Button>
      </div>
      <ConfirmDialog
        open={confirmLock}
        onOpenChange={setConfirmLock}
        title="Travar esta versão do inventário?"
        description="A versão travada não poderá ser alterada nem excluída e entra no anexo do PGR."
        confirmLabel="Travar versão"
        loadingLabel="Travando..."
        destructive={false}
        loading={lock.isPending}
        onConfirm={() =>
          lock.mutate(undefined, {
            onSuccess: (v) => {
              setConfirmLock(false);
              toast.success(`Versão ${v.number} travada.`);
            },
            onError: (err) => toast.error(errorMessage(err, 'Não foi possível travar a versão.')),
          })
        }
      />
      <h3 className="mt-2 text-lg font-semibold">Versões travadas</h3>
      {versions.data?.length ? (
        <ul className="grid gap-2 text-sm">
          {versions.data.map((v) => (
            <li key={v.uuid} className="break-all rounded-card border border-sand-200 p-3">
              Versão {v.number} · {formatDate(new Date(v.lockedAt))} · revisão até{' '}
              {formatDate(v.nextReviewOn)}
              <span className="block font-mono text-xs text-sand-600">SHA-256 {v.sha256}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-sand-700">Nenhuma versão travada ainda.</p>
      )}
    </div>
  );
}
