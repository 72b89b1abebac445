/** A drop-down of the twelve months, each named with its plant ("Choose…" when none is picked). */
import { MONTHS, type Month } from '../../../engine/cards';
import { monthName, plantName } from '../../../words/card-names';

export interface MonthSelectProps {
  readonly id: string;
  readonly value: Month | null;
  readonly onChange: (month: Month | null) => void;
  readonly disabled?: boolean;
}

export function MonthSelect({ id, value, onChange, disabled = false }: MonthSelectProps) {
  return (
    <select
      id={id}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : (Number(e.currentTarget.value) as Month))}
    >
      <option value="">Choose…</option>
      {MONTHS.map((m) => (
        <option key={m} value={String(m)}>
          {monthName(m)} · {plantName(m)}
        </option>
      ))}
    </select>
  );
}
