import { useEffect, useMemo } from 'react';
import { PATIENT_SORT_FIELDS, loadRafEngine, type PatientListRow } from '@rafdesk/core';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useSearchText } from '../../shared/components/use-search-text.js';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useOpenFromHere } from '../../shared/services/go-back.js';
import { useSession } from '../../shared/services/use-session.js';
import { listDoctorId, patientRules } from './patient-rules.js';
import { exportQuery, patientsClient } from './patients-client.js';
import { PATIENT_KEYS, useEveryPatientQuery, usePatientLookupsQuery } from './patients-queries.js';
import type { PatientsListViewProps } from './patients-list-view.js';
import { pendingOf } from './pending-report.js';
import { usePatientForm } from './use-patient-form.js';
import { usePatientStatus } from './use-patient-status.js';
import { useRafThatCounts } from './use-raf-that-counts.js';
import { useExportProgress } from '../../shared/export/export-progress.js';

/** The Patients List: search, insurance filter, paging, status toggle, Add/Edit, exports and the pending report. */
export function usePatientsList(): PatientsListViewProps {
  const api = useService('api');
  const clinical = useService('clinical');
  const { user, currentDoctor } = useSession();
  const openFromHere = useOpenFromHere();
  const role = user?.role ?? 'InsuranceStaff';
  const rules = patientRules(role);
  const client = useMemo(() => patientsClient(api), [api]);
  const doctorId = listDoctorId(role, currentDoctor, null);
  const list = usePagedList(PATIENT_KEYS.list(doctorId), { searchQuery: null as string | null, insuranceName: null as string | null },
    (request) => client.list({ ...request, doctorId }), { sortFields: PATIENT_SORT_FIELDS });
  const searchText = useSearchText(list.filter.searchQuery, (searchQuery) => list.setFilter({ searchQuery }));
  const exporting = useExportProgress();
  const insurances = usePatientLookupsQuery(client, rules.insuranceFilter).data?.insurances.map((insurance) => insurance.name) ?? [];
  const everyPatient = useEveryPatientQuery(client, doctorId, rules.pendingIndicator).data;
  const pendingCount = useMemo(() => (everyPatient ? pendingOf(everyPatient).combined.length : null), [everyPatient]);
  // The next screen is usually a record, which scores in the browser: the engine loads while the list is read.
  useEffect(() => void loadRafEngine(), []);

  const status = usePatientStatus(client);
  const form = usePatientForm(client, role, { emailRequired: true, actingForDoctor: doctorId });
  const open = (row: PatientListRow) => openFromHere(pathTo('RecordsView', { recordID: row.recordId }));
  const filter = list.filter;
  const search = list.setFilter;
  const exportRows = () => exporting.run(async (onProgress) => {
    const rows = await client.list(exportQuery({ ...list.page, ...filter, doctorId, sort: list.sort }));
    if (rows.isOk()) (await (await clinical.spreadsheets()).patientList(rows.value.rows, { withDoctorColumns: rules.exportDoctorColumns, onProgress })).map(clinical.save);
  });
  const pendingReport = async () => {
    const rows = await client.all(doctorId);
    if (rows.isErr()) return;
    const report = pendingOf(rows.value);
    (await (await clinical.spreadsheets()).pendingRafValidation(report, { withDoctorColumns: rules.exportDoctorColumns })).map(clinical.save);
  };

  const rafThatCounts = useRafThatCounts(api, list.rows);
  return {
    userFullName: user?.fullName ?? '', userName: user?.userName ?? '',
    search: {
      label: rules.searchLabel, ...searchText,
      onClear: filter.searchQuery !== null || filter.insuranceName !== null ? () => { searchText.onText(''); search({ searchQuery: null, insuranceName: null }); } : null,
      insurance: rules.insuranceFilter ? { options: insurances, value: filter.insuranceName, onChange: (insuranceName) => search({ insuranceName }) } : null,
    },
    pendingCount: rules.pendingIndicator ? pendingCount : null,
    onPendingReport: clinical.pendingRafReport ? () => void pendingReport() : null,
    onExport: () => void exportRows(), exportProgress: exporting.progress,
    onAdd: rules.create ? () => form.open() : null,
    table: {
      ...pagedRowsOf(list), rows: status.shown(list.rows), rafThatCounts,
      doctorColumns: rules.doctorColumns, onToggleStatus: rules.changeStatus ? status.onToggle : null,
      onOpen: open, onEdit: rules.edit ? form.open : null,
    },
    form: form.visible ? form.view : null,
    status: status.dialogs,
  };
}
