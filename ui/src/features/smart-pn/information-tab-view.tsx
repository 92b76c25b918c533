import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { DIAGNOSIS_SOURCE_LABELS, ENCOUNTER_TYPES, type EncounterType } from '@rafdesk/core';

/** A provider address card of the picker. */
export interface AddressCard {
  readonly title: string;
  readonly lines: readonly string[];
}

export interface InformationTabViewProps {
  readonly patient: { readonly name: string; readonly dateOfBirth: string; readonly address: string; readonly phone: string };
  readonly age: string;
  readonly gender: string;
  readonly addresses: readonly AddressCard[];
  readonly addressIndex: number;
  readonly onAddress: (index: number) => void;
  readonly serviceDate: string;
  /** 'from MM-DD-YYYY to MM-DD-YYYY', the 90-day window. */
  readonly serviceWindow: string;
  readonly serviceDateError: string | null;
  readonly onServiceDate: (text: string) => void;
  /** How the encounter took place; the source the note's diagnoses get (CMS leaves audio-only ones out from PY2027). */
  readonly encounterType: EncounterType;
  readonly onEncounterType: (type: EncounterType) => void;
  readonly disabled: boolean;
}

const ENCOUNTER_OPTIONS = ENCOUNTER_TYPES.map((value) => ({ value, label: DIAGNOSIS_SOURCE_LABELS[value] }));

/** The picker shows three address cards until More. */
const FIRST_CARDS = 3;

/** PN Information: patient card, provider address picker, service date, age and gender (read-only). */
export function InformationTabView(props: InformationTabViewProps) {
  const [all, setAll] = useState(false);
  const cards = all ? props.addresses : props.addresses.slice(0, FIRST_CARDS);
  return (
    <div className="smart-pn-info">
      <section className="smart-pn-card" aria-labelledby="pn-patient-heading">
        <h2 id="pn-patient-heading">Patient</h2>
        <dl className="smart-pn-facts">
          <dt>Name</dt><dd>{props.patient.name}</dd>
          <dt>DOB</dt><dd>{props.patient.dateOfBirth}</dd>
          <dt>Address</dt><dd>{props.patient.address || '—'}</dd>
          <dt>Phone</dt><dd>{props.patient.phone || '—'}</dd>
        </dl>
      </section>
      <fieldset className="smart-pn-addresses" disabled={props.disabled}>
        <legend>Provider address</legend>
        {props.addresses.length === 0 && <p>No practice address is on file; the provider&apos;s own address is printed.</p>}
        <div className="smart-pn-address-cards">
          {cards.map((card, index) => (
            <label key={`${card.title}-${index}`} className={`smart-pn-address-card${index === props.addressIndex ? ' is-chosen' : ''}`}>
              <input type="radio" name="provider-address" checked={index === props.addressIndex} onChange={() => props.onAddress(index)} />
              <strong>{card.title}</strong>
              {card.lines.map((line) => <span key={line}>{line}</span>)}
            </label>
          ))}
        </div>
        {props.addresses.length > FIRST_CARDS && (
          <Button type="button" text size="small" label={all ? 'Less' : 'More'} aria-expanded={all} onClick={() => setAll(!all)} />
        )}
      </fieldset>
      <div className="smart-pn-fields">
        <div className="field" data-field="serviceDate">
          <label htmlFor="pn-service-date">Service Date <span aria-hidden="true">*</span></label>
          <InputText id="pn-service-date" placeholder="MM-DD-YYYY" inputMode="numeric" maxLength={10} value={props.serviceDate} disabled={props.disabled}
            aria-required="true" aria-invalid={props.serviceDateError !== null} aria-describedby="pn-service-date-help"
            onChange={(event) => props.onServiceDate(event.target.value)} />
          <small id="pn-service-date-help" className={props.serviceDateError ? 'p-error' : undefined}>{props.serviceDateError ?? `MM-DD-YYYY, ${props.serviceWindow}`}</small>
        </div>
        <div className="field">
          <label htmlFor="pn-encounter-type">Encounter type</label>
          <Dropdown inputId="pn-encounter-type" placeholder="Select an encounter type" value={props.encounterType} options={ENCOUNTER_OPTIONS} disabled={props.disabled}
            aria-describedby="pn-encounter-type-help" onChange={(event) => props.onEncounterType(event.value as EncounterType)} />
          <small id="pn-encounter-type-help">The source of the note&apos;s diagnoses; CMS does not count audio-only ones from payment year 2027.</small>
        </div>
        <div className="field">
          <label htmlFor="pn-age">Age</label>
          <InputText id="pn-age" value={props.age} readOnly />
        </div>
        <div className="field">
          <label htmlFor="pn-gender">Gender</label>
          <InputText id="pn-gender" value={props.gender} readOnly />
        </div>
      </div>
    </div>
  );
}
