import { Select } from '@/components/ui/select';
import type { PsychologistFilters } from '../api/search';
import type { TPsychologistSearchResult } from '@acolher/contracts/answers/psychologists';

type ListKey = 'specialty' | 'approach' | 'targetAudience';
const FIELDS: {
  key: ListKey;
  list: 'specialties' | 'approach' | 'targetAudience';
  label: string;
  all: string;
}[] = [
  { key: 'specialty', list: 'specialties', label: 'Especialidade', all: 'Todas as especialidades' },
  { key: 'approach', list: 'approach', label: 'Abordagem', all: 'Todas as abordagens' },
  { key: 'targetAudience', list: 'targetAudience', label: 'Público', all: 'Todos os públicos' },
];
// Radix Select refuses empty values: 'all' stands for "no filter".
const ALL = '__all__';

/** The choices of one list, from what the approved psychologists wrote (no accents or case twice). */
function choices(everyone: TPsychologistSearchResult[], list: (typeof FIELDS)[number]['list']) {
  const seen = new Map<string, string>();
  for (const p of everyone)
    for (const entry of p[list]) {
      const key = entry
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .trim();
      if (key && !seen.has(key)) seen.set(key, entry.trim());
    }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** Specialty, approach and audience filters of the psychologist search (domain.md §19). */
export function SearchFilters({
  everyone,
  filters,
  onChange,
}: {
  everyone: TPsychologistSearchResult[];
  filters: PsychologistFilters;
  onChange: (next: PsychologistFilters) => void;
}) {
  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-3">
      {FIELDS.map((f) => (
        <div key={f.key} className="grid gap-1.5">
          <label htmlFor={`filter-${f.key}`} className="text-sm font-semibold text-sand-800">
            {f.label}
          </label>
          <Select
            id={`filter-${f.key}`}
            value={filters[f.key] || ALL}
            onValueChange={(v) => onChange({ ...filters, [f.key]: v === ALL ? '' : v })}
            options={[
              { value: ALL, label: f.all },
              ...choices(everyone, f.list).map((c) => ({ value: c, label: c })),
            ]}
          />
        </div>
      ))}
    </div>
  );
}
