import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATIENT_SORT_FIELDS, loadRafEngine, type DoctorId, type PatientListRow } from '@rafdesk/core';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useSearchText } from '../../shared/components/use-search-text.js';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useOpenFromHere } from '../../shared/services/go-back.js';
import { useSession } from '../../shared/services/use-session.js';
import type { MyPatientsViewProps } from './my-patients-view.js';
import { SEARCH_LABEL, SEARCH_LABEL_WITH_DOCTORS, listDoctorId, patientRules } from './patient-rules.js';
import { patientsClient } from './patients-client.js';
import { PATIENT_KEYS, useDoctorsQuery } from './patients-queries.js';
import { usePatientForm } from './use-patient-form.js';
import { usePatientStatus } from './use-patient-status.js';

/** Where the patient diagnostic calculator of a record opens. */
export const calculatorPath = (row: PatientListRow) => `/magCalculator?recordID=${row.recordId}`;

/** My Patients (PatientsView): search, doctor selector for the roles that have one, paging, details, status and the inline form. */
export function useMyPatients(): MyPatientsViewProps {
  const api = useService('api');
  const { user, currentDoctor } = useSession();
  const navigate = useNavigate();
  const openFromHere = useOpenFromHere();
  const role = user?.role ?? 'InsuranceStaff';
  const rules = patientRules(role);
  const client = useMemo(() => patientsClient(api), [api]);
  const [chosenDoctor, setChosenDoctor] = useState<DoctorId | null>(null);
  const doctorId = listDoctorId(role, currentDoctor, rules.myPatientsDoctorColumns ? chosenDoctor : null);
  const doctors = useDoctorsQuery(client, rules.myPatientsDoctorColumns).data ?? [];
  const list = usePagedList(PATIENT_KEYS.mine(doctorId), { searchQuery: null as string | null },
    (request) => client.myPatients({ ...request, insuranceName: null, doctorId }), { sortFields: PATIENT_SORT_FIELDS });
  const searchText = useSearchText(list.filter.searchQuery, (searchQuery) => list.setFilter({ searchQuery }));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  // The next screen is usually a record, which scores in the browser: the engine loads while the list is read.
  useEffect(() => void loadRafEngine(), []);

  const status = usePatientStatus(client);
  const form = usePatientForm(client, role, { emailRequired: false, actingForDoctor: doctorId });

  return {
    userFullName: user?.fullName ?? '', userName: user?.userName ?? '',
    formToggle: rules.create ? { open: form.visible, onToggle: () => (form.visible ? form.view.onClose() : form.open()) } : null,
    form: form.visible ? form.view : null,
    search: {
      label: rules.myPatientsDoctorColumns ? SEARCH_LABEL_WITH_DOCTORS : SEARCH_LABEL, ...searchText,
      insurance: null,
    },
    doctorSelector: rules.myPatientsDoctorColumns ? {
      options: doctors.map((doctor) => ({ label: `${doctor.fullName} (${doctor.npi})`, value: doctor.id })), value: chosenDoctor,
      onChange: (id) => { setChosenDoctor(id as DoctorId | null); list.onPage(1, list.page.pageSize); },
    } : null,
    table: {
      ...pagedRowsOf(list), rows: status.shown(list.rows),
      doctorColumns: rules.myPatientsDoctorColumns, expanded, onExpandedChange: setExpanded,
      onToggleStatus: rules.changeStatus ? status.onToggle : null,
      onEdit: rules.edit ? form.open : null,
      onOpen: (row) => openFromHere(pathTo('RecordsView', { recordID: row.recordId })),
      onCalculator: (row) => void navigate(calculatorPath(row)),
    },
    status: status.dialogs,
  };
}
