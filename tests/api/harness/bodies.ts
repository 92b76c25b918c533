/** A valid sign-up body (wire names) for a new doctor with NPI 1555444334. */
export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Nora', lastName: 'Newdoc', documentID: '1555444334', mdlicensenumber: '654321', email1: 'nora.newdoc@clinic.example',
    dob: '1975-04-03', sex: 'F', role: 'Doctor', speciality: 'Internal Medicine', policyAcceptanceFlag: true, isAnonymous: false,
    wsPhone: null, authContactName1: 'Rosa', authContactLastName1: 'Diaz', rmtBillingProgram: '1', rmtRecordProgram: '2', rmtServices: '1,3',
    otherBillingProgram: null, otherRecordProgram: null,
    doctorAddresses: [{ phone: '7875551234', phone1: null, email: 'office@clinic.example', email1: 'office@clinic.example', street: '12 Calle Sol', city: 'Ponce', state: 'PR', zip: '00716', location_name: 'Ponce office' }],
    ...overrides,
  };
}

/** A valid user-form body (wire names) for a new Staff account. */
export function staffUserBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    roleId: 3, documentID: '90000000011', firstName: 'Sara', lastName: 'Helper', speciality: 'Billing', sex: 'F', dob: '1990-01-02',
    phone: '7875552345', mobile: null, email1: 'sara.helper@rafdesk.example', street: '5 Calle Mar', city: 'San Juan', state: 'PR', zip: '00901',
    ...overrides,
  };
}
