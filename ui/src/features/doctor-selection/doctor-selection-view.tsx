import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { BrandLogo } from '../../shared/brand/brand-logo.js';

export interface DoctorChoice {
  readonly id: number;
  readonly fullName: string;
  readonly npi: string;
  readonly speciality: string | null;
}

export interface DoctorSelectionViewProps {
  readonly userFullName: string;
  readonly doctors: readonly DoctorChoice[];
  readonly loading: boolean;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly onChoose: (doctor: DoctorChoice) => void;
  readonly onLogOut: () => void;
}

/** The doctor picker for staff: whom to act for. */
export function DoctorSelectionView(props: DoctorSelectionViewProps) {
  return (
    <main className="doctor-selection">
      <header className="doctor-selection__header">
        <BrandLogo />
        <span>{props.userFullName}</span>
        <Button label="Log Out" icon="pi pi-sign-out" text onClick={props.onLogOut} />
      </header>
      <section className="doctor-selection__card">
        <h1>Select a Doctor</h1>
        <p>Choose the doctor you will work for. You can change it later with Switch Doctor.</p>
        <span className="p-input-icon-left w-full">
          <InputText value={props.search} onChange={(event) => props.onSearch(event.target.value)} placeholder="NPI or doctor name"
            aria-label="Search doctors" className="w-full" />
        </span>
        {props.loading ? <p>Loading doctors…</p> : props.doctors.length === 0 ? <p>No doctors found.</p> : (
          <ul className="doctor-selection__list">
            {props.doctors.map((doctor) => (
              <li key={doctor.id}>
                <div>
                  <strong>Dr. {doctor.fullName}</strong>
                  <span className="doctor-selection__meta">NPI {doctor.npi}{doctor.speciality ? ` · ${doctor.speciality}` : ''}</span>
                </div>
                <Button label="Select" icon="pi pi-arrow-right" iconPos="right" onClick={() => props.onChoose(doctor)}
                  aria-label={`Select Dr. ${doctor.fullName}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
