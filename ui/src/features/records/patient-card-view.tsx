import { Card } from 'primereact/card';

export interface PatientCardViewProps {
  readonly fullName: string;
  readonly contractNumber: string;
  readonly insuranceName: string;
  readonly plan: string;
  /** MM/DD/YYYY */
  readonly dateOfBirth: string;
  readonly sex: string;
  readonly active: boolean;
}

/** The patient card of the records view. */
export function PatientCardView({ fullName, contractNumber, insuranceName, plan, dateOfBirth, sex, active }: PatientCardViewProps) {
  const rows: [string, string][] = [['INS Contract No', contractNumber], ['Insurance', insuranceName], ['Plan', plan], ['DOB', dateOfBirth], ['Sex', sex]];
  return (
    <Card className="record-card patient-card" title={fullName}>
      <dl className="record-card__facts">
        {rows.map(([label, value]) => (
          <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
        ))}
        <div><dt>Status</dt><dd className={active ? 'status status--active' : 'status status--inactive'}>{active ? 'Active' : 'Inactive'}</dd></div>
      </dl>
    </Card>
  );
}
