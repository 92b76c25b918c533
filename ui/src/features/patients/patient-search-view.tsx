import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';

export interface PatientSearchViewProps {
  /** 'Patient Name, INS Contract No:', or with NPI and Doctor Name for Admin and InsuranceStaff. */
  readonly label: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly onSearch: () => void;
  /** Clear Filter, shown when a query or an insurance is set; null hides it. */
  readonly onClear: (() => void) | null;
  /** The insurance filter (shown only when the user may change status); null hides it. */
  readonly insurance: null | { readonly options: readonly string[]; readonly value: string | null; readonly onChange: (name: string | null) => void };
}

/** The patient search: the box (Enter searches), the insurance filter, Search and Clear Filter. */
export function PatientSearchView({ label, text, onText, onSearch, onClear, insurance }: PatientSearchViewProps) {
  return (
    <div className="patient-search">
      <label htmlFor="patient-search" className="patient-search__label">{label}</label>
      <InputText id="patient-search" value={text} placeholder={label} onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => { if (event.key === 'Enter') onSearch(); }} />
      {insurance && (
        <Dropdown value={insurance.value} options={insurance.options.map((name) => ({ label: name, value: name }))} placeholder="Insurance" showClear
          aria-label="Insurance" onChange={(event) => insurance.onChange((event.value as string | null | undefined) ?? null)} />
      )}
      <Button label="Search" icon="pi pi-search" onClick={onSearch} />
      {onClear && <Button label="Clear Filter" icon="pi pi-filter-slash" text onClick={onClear} />}
    </div>
  );
}
