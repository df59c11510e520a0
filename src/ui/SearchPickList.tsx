import { PickList, type PickItem } from './PickList';
import { TextField } from './TextField';

/**
 * A palette page that finds one row: a search field over a PickList, Enter picking the first row.
 * The caller filters (or asks the server) by `value`; `label` names both the field and the list.
 */
export function SearchPickList({
  label,
  value,
  onSearch,
  loading,
  error,
  empty,
  items,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  loading: boolean;
  error: string | null;
  empty: string;
  items: readonly PickItem[];
}) {
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        items[0]?.onPick();
      }}
    >
      <TextField autoFocus type="search" autoComplete="off" label={label} value={value} onChange={(e) => onSearch(e.target.value)} />
      <PickList label={label} loading={loading} error={error} empty={empty} items={items} />
    </form>
  );
}
