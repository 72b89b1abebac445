/**
 * An option value as the variants page's "Value" column writes it: the way it is spelled in
 * rule codes and saves (src/engine/README.md, Rule codes: booleans `yes`/`no`, a missing number
 * `none`), so a reader can match a share link against the table. Words for the same values
 * (formatOptionValue) go in the other columns.
 */
export function valueCode(value: string | number | boolean | null): string {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}
