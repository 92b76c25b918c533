import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import './search-bar.css';

export interface SearchBarViewProps {
  readonly id: string;
  readonly label: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** Enter in the box searches too. */
  readonly onSearch: () => void;
  /** Clear Filter, shown only while a search is set; null hides it. */
  readonly onClear: (() => void) | null;
}

/** A labelled search box with Search and, while a search is set, Clear Filter. */
export function SearchBarView({ id, label, text, onText, onSearch, onClear }: SearchBarViewProps) {
  return (
    <div className="search-bar">
      <label htmlFor={id}>{label}</label>
      <InputText id={id} value={text} onChange={(event) => onText(event.target.value)} onKeyDown={(event) => { if (event.key === 'Enter') onSearch(); }} />
      <Button type="button" label="Search" icon="pi pi-search" onClick={onSearch} />
      {onClear && <Button type="button" label="Clear Filter" icon="pi pi-filter-slash" text onClick={onClear} />}
    </div>
  );
}
