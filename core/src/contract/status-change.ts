/** Activates or deactivates one row of an admin list (a patient, a doctor, an insurance, a user, a catalogue code). */
export interface StatusChange<Id> {
  readonly id: Id;
  readonly active: boolean;
}
