import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, loadRafEngine, type Doctor, type DoctorId, type PatientListRow } from '@rafdesk/core';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import type { MyPatientsViewProps } from './my-patients-view.js';
import { SEARCH_LABEL, SEARCH_LABEL_WITH_DOCTORS, listDoctorId, patientRules } from './patient-rules.js';
import { patientsClient } from './patients-client.js';
import { usePatientForm } from './use-patient-form.js';
import { usePatientStatus } from './use-patient-status.js';

/** Where the patient diagnostic calculator of a record opens. */
export const calculatorPath = (row: PatientListRow) => `/magCalculator?recordID=${row.recordId}`;

/** My Patients (PatientsView): search, doctor selector for the roles that have one, paging, details, status and the inline form. */
export function useMyPatients(): MyPatientsViewProps {
  const api = useService('api');
  const { user, currentDoctor } = useSession();
  const navigate = useNavigate();
  const role = user?.role ?? 'InsuranceStaff';
  const rules = patientRules(role);
  const client = useMemo(() => patientsClient(api), [api]);
  const [chosenDoctor, setChosenDoctor] = useState<DoctorId | null>(null);
  const doctorId = listDoctorId(role, currentDoctor, rules.myPatientsDoctorColumns ? chosenDoctor : null);
  const [doctors, setDoctors] = useState<readonly Doctor[]>([]);
  const [text, setText] = useState('');
  const [searchQuery, setSearchQuery] = useState<string | null>(null);
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ rows: readonly PatientListRow[]; totalCount: number }>({ rows: [], totalCount: 0 });
  const [loading, setLoading] = useState(true);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  const load = useCallback(() => {
    setLoading(true);
    void client.myPatients({ ...paging, searchQuery, insuranceName: null, doctorId }).match((found) => { setPage(found); setLoading(false); }, () => setLoading(false));
  }, [client, paging, searchQuery, doctorId]);
  useEffect(load, [load]);
  // The next screen is usually a record, which scores in the browser: the engine loads while the list is read.
  useEffect(() => void loadRafEngine(), []);
  useEffect(() => {
    if (rules.myPatientsDoctorColumns) void client.doctors().map(setDoctors);
  }, [client, rules.myPatientsDoctorColumns]);

  const status = usePatientStatus(client, load);
  const form = usePatientForm(client, role, { emailRequired: false, onSaved: load, actingForDoctor: doctorId });
  const searchFor = (query: string | null) => {
    setSearchQuery(query);
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };

  return {
    userFullName: user?.fullName ?? '', userName: user?.userName ?? '',
    formToggle: rules.create ? { open: form.visible, onToggle: () => (form.visible ? form.view.onClose() : form.open()) } : null,
    form: form.visible ? form.view : null,
    search: {
      label: rules.myPatientsDoctorColumns ? SEARCH_LABEL_WITH_DOCTORS : SEARCH_LABEL, text, onText: setText,
      onSearch: () => searchFor(text.trim() === '' ? null : text.trim()),
      onClear: searchQuery !== null ? () => { setText(''); searchFor(null); } : null,
      insurance: null,
    },
    doctorSelector: rules.myPatientsDoctorColumns ? {
      options: doctors.map((doctor) => ({ label: `${doctor.fullName} (${doctor.npi})`, value: doctor.id })), value: chosenDoctor,
      onChange: (id) => { setChosenDoctor(id as DoctorId | null); setPaging((current) => ({ ...current, pageNumber: 1 })); },
    } : null,
    table: {
      rows: status.shown(page.rows), loading, page: { ...paging, totalCount: page.totalCount },
      onPage: (pageNumber, pageSize) => setPaging({ pageNumber: pageSize === paging.pageSize ? pageNumber : 1, pageSize }),
      doctorColumns: rules.myPatientsDoctorColumns, expanded, onExpandedChange: setExpanded,
      onToggleStatus: rules.changeStatus ? status.onToggle : null,
      onEdit: rules.edit ? form.open : null,
      onOpen: (row) => void navigate(pathTo('RecordsView', { recordID: row.recordId })),
      onCalculator: (row) => void navigate(calculatorPath(row)),
    },
    status: status.dialogs,
  };
}
