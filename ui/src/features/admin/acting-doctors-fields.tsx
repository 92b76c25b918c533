import { Checkbox } from 'primereact/checkbox';
import type { Doctor, DoctorId } from '@rafdesk/core';

export interface ActingDoctorsFieldsProps {
  readonly doctors: readonly Doctor[];
  readonly selected: readonly DoctorId[];
  readonly error?: string | undefined;
  readonly onToggle: (id: DoctorId) => void;
}

/** The doctors a Staff or Training user acts for: they reach those doctors' patients and pick among them at sign-in. */
export function ActingDoctorsFields({ doctors, selected, error, onToggle }: ActingDoctorsFieldsProps) {
  return (
    <fieldset className="form-section" aria-describedby={error ? 'doctorIds-error' : undefined}>
      <legend>Acts for doctors</legend>
      <div className="checklist" role="group" aria-label="Acts for doctors">
        {doctors.length === 0 && <p>No doctors yet.</p>}
        {doctors.map((doctor) => (
          <div key={doctor.id} className="checklist__item">
            <Checkbox inputId={`doctorIds-${doctor.id}`} checked={selected.includes(doctor.id)} invalid={Boolean(error)} onChange={() => onToggle(doctor.id)} />
            <label htmlFor={`doctorIds-${doctor.id}`}>{doctor.fullName} ({doctor.npi})</label>
          </div>
        ))}
      </div>
      {error && <small id="doctorIds-error" className="p-error field-error">{error}</small>}
    </fieldset>
  );
}
