import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, loadRafEngine, type PatientListRow } from '@rafdesk/core';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { listDoctorId, patientRules } from './patient-rules.js';
import { type PatientQuery, exportQuery, patientsClient } from './patients-client.js';
import type { PatientsListViewProps } from './patients-list-view.js';
import { pendingOf } from './pending-report.js';
import { usePatientForm } from './use-patient-form.js';
import { usePatientStatus } from './use-patient-status.js';

/** The Patients List: search, insurance filter, paging, status toggle, Add/Edit, exports and the pending report. */
export function usePatientsList(): PatientsListViewProps {
  const api = useService('api');
  const clinical = useService('clinical');
  const { user, currentDoctor } = useSession();
  const navigate = useNavigate();
  const role = user?.role ?? 'InsuranceStaff';
  const rules = patientRules(role);
  const client = useMemo(() => patientsClient(api), [api]);
  const doctorId = listDoctorId(role, currentDoctor, null);
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<{ searchQuery: string | null; insuranceName: string | null }>({ searchQuery: null, insuranceName: null });
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ rows: readonly PatientListRow[]; totalCount: number }>({ rows: [], totalCount: 0 });
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);
  const [insurances, setInsurances] = useState<readonly string[]>([]);
  const [pendingCount, setPendingCount] = useState<number | null>(null);
  const query: PatientQuery = useMemo(() => ({ ...paging, ...filter, doctorId }), [paging, filter, doctorId]);

  const load = useCallback(() => {
    setLoading(true);
    void client.list(query).match((found) => { setPage(found); setLoading(false); }, () => setLoading(false));
    if (rules.pendingIndicator) void client.all(doctorId).map((rows) => setPendingCount(pendingOf(rows).combined.length));
  }, [client, query, doctorId, rules.pendingIndicator]);
  useEffect(load, [load]);
  // The next screen is usually a record, which scores in the browser: the engine loads while the list is read.
  useEffect(() => void loadRafEngine(), []);
  useEffect(() => {
    if (rules.insuranceFilter) void client.lookups().map((lookups) => setInsurances(lookups.insurances.map((insurance) => insurance.name)));
  }, [client, rules.insuranceFilter]);

  const status = usePatientStatus(client, load);
  const form = usePatientForm(client, role, { emailRequired: true, onSaved: load, actingForDoctor: doctorId });
  const open = (row: PatientListRow) => void navigate(pathTo('RecordsView', { recordID: row.recordId }));
  const search = (change: Partial<typeof filter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };
  const exportRows = async () => {
    setExporting(true);
    const rows = await client.list(exportQuery(query));
    if (rows.isOk()) (await (await clinical.spreadsheets()).patientList(rows.value.rows, { withDoctorColumns: rules.exportDoctorColumns })).map(clinical.save);
    setExporting(false);
  };
  const pendingReport = async () => {
    const rows = await client.all(doctorId);
    if (rows.isErr()) return;
    const report = pendingOf(rows.value);
    (await (await clinical.spreadsheets()).pendingRafValidation(report, { withDoctorColumns: rules.exportDoctorColumns })).map(clinical.save);
  };

  return {
    userFullName: user?.fullName ?? '', userName: user?.userName ?? '',
    search: {
      label: rules.searchLabel, text, onText: setText,
      onSearch: () => search({ searchQuery: text.trim() === '' ? null : text.trim() }),
      onClear: filter.searchQuery !== null || filter.insuranceName !== null ? () => { setText(''); search({ searchQuery: null, insuranceName: null }); } : null,
      insurance: rules.insuranceFilter ? { options: insurances, value: filter.insuranceName, onChange: (insuranceName) => search({ insuranceName }) } : null,
    },
    pendingCount: rules.pendingIndicator ? pendingCount : null,
    onPendingReport: clinical.pendingRafReport ? () => void pendingReport() : null,
    onExport: () => void exportRows(), exporting,
    onAdd: rules.create ? () => form.open() : null,
    table: {
      rows: status.shown(page.rows), loading, page: { ...paging, totalCount: page.totalCount },
      onPage: (pageNumber, pageSize) => setPaging({ pageNumber: pageSize === paging.pageSize ? pageNumber : 1, pageSize }),
      doctorColumns: rules.doctorColumns, onToggleStatus: rules.changeStatus ? status.onToggle : null,
      onOpen: open, onEdit: rules.edit ? form.open : null,
    },
    form: form.visible ? form.view : null,
    status: status.dialogs,
  };
}
