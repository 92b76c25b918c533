import { Button } from 'primereact/button';
import type { MedicationDraft } from '@rafdesk/core';

const COLUMNS: readonly (readonly [keyof MedicationDraft, string])[] = [['name', 'Name of Medication'], ['dose', 'Dose'], ['frequency', 'Frequency'], ['reasonForUse', 'Reason for use']];

export interface MedicationTableViewProps {
  readonly rows: readonly MedicationDraft[];
  /** Messages by field name (`medications.0.dose`). */
  readonly errors: Readonly<Record<string, string>>;
  readonly error: string | null;
  readonly disabled: boolean;
  readonly onAdd: () => void;
  readonly onChange: (index: number, field: keyof MedicationDraft, text: string) => void;
  readonly onRemove: (index: number) => void;
}

/** The home medication table: name, dose, frequency and reason, each required. */
export function MedicationTableView(props: MedicationTableViewProps) {
  return (
    <div className="smart-pn-medications" data-field="medications">
      <div className="smart-pn-scroll">
      <table aria-label="Medication table">
        <thead><tr>{COLUMNS.map(([, label]) => <th key={label} scope="col">{label}</th>)}<th scope="col"><span className="sr-only">Remove</span></th></tr></thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={index}>
              {COLUMNS.map(([field, label]) => {
                const name = `medications.${index}.${field}`;
                const error = props.errors[name] ?? null;
                return (
                  <td key={field} data-field={name}>
                    <input className="p-inputtext p-inputtext-sm" aria-label={`${label} ${index + 1}`} aria-required="true" aria-invalid={error !== null} value={row[field]}
                      disabled={props.disabled} onChange={(event) => props.onChange(index, field, event.target.value)} />
                    {error && <small className="p-error">{error}</small>}
                  </td>
                );
              })}
              <td><Button type="button" icon="pi pi-trash" text size="small" aria-label={`Remove medication ${index + 1}`} disabled={props.disabled} onClick={() => props.onRemove(index)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      {props.error && <small className="p-error">{props.error}</small>}
      <Button type="button" icon="pi pi-plus" size="small" outlined label="Add medication" disabled={props.disabled} onClick={props.onAdd} />
    </div>
  );
}
