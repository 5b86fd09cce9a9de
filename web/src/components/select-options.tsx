import type { LookupList } from '../lib/api/lookups/get-lookup-list';

/** One option of a native select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A lookup list (themes, levels, types) as options, chosen by id. */
export const lookupOptions = (items: readonly { id: number; name: string }[] | undefined): SelectOption[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** A select of one lookup list, '' for none. */
export interface LookupSelectProps {
  list: LookupList;
  label: string;
  value: string;
  onChange(value: string): void;
}

/** The `<option>`s of a native select, after a first one with the value '' when `emptyOption` names it. */
export function SelectOptions({
  options,
  emptyOption,
}: {
  options: readonly SelectOption[];
  emptyOption?: string;
}) {
  return (
    <>
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
