import { cn } from '@/lib/cn';

type Props<T extends string | number> = {
  legend: string;
  options: { value: T; label: string }[];
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
};

/** A group of checkboxes shown as chips, with its legend and error (weekdays, periods). */
export function ChoiceChips<T extends string | number>({ legend, options, value, onChange, error }: Props<T>) {
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-[15px] font-semibold text-sand-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const checked = value.includes(o.value);
          return (
            <label
              key={o.value}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-[15px] font-semibold transition-colors select-none',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-sand-300 bg-white text-sand-700 hover:border-brand-300',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => toggle(o.value)}
              />
              {o.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-status-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
