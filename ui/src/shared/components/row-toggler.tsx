/** Shows or hides a row's details; named for what it does and stating whether the details are open. */
export function RowToggler({ open, label, onToggle }: { readonly open: boolean; readonly label: string; readonly onToggle: () => void }) {
  return (
    <button type="button" className="p-row-toggler p-link" aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} details of ${label}`} onClick={onToggle}>
      <span className={`p-row-toggler-icon pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
    </button>
  );
}

/** The set of open rows with one key toggled. */
export function toggled<K>(open: ReadonlySet<K>, key: K): ReadonlySet<K> {
  const next = new Set(open);
  if (!next.delete(key)) next.add(key);
  return next;
}
