import { useMemo } from 'react';
import { Select } from '@/components/ui/select';
import { monthLabel, recentMonths } from '../months';

/** 'Mês': the São Paulo month and the eleven before it. */
export function MonthField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (month: string) => void;
}) {
  const options = useMemo(
    () => recentMonths().map((m) => ({ value: m, label: monthLabel(m) })),
    [],
  );
  return (
    <div className="grid w-56 gap-1.5">
      <label htmlFor={id} className="text-[15px] font-semibold text-sand-800">
        Mês
      </label>
      <Select id={id} options={options} value={value} onValueChange={onChange} />
    </div>
  );
}
