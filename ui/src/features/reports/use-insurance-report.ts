import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type InsuranceReportKind, can } from '@rafdesk/core';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import type { InsuranceReportViewProps } from './insurance-report-view.js';
import { REPORTS, reportColumns } from './report-kinds.js';
import { type ReportPage, fetchReport } from './reports-client.js';

/** One insurance report: columns and search per role, paging, and Export to Excel with the spec's file name. */
export function useInsuranceReport(kind: InsuranceReportKind): InsuranceReportViewProps {
  const api = useService('api');
  const clinical = useService('clinical');
  const { user, currentDoctor } = useSession();
  const role = user?.role ?? 'Doctor';
  const doctorColumns = can({ role }, 'reports.viewDoctorColumns');
  const doctorId = role === 'Staff' ? (currentDoctor?.id ?? null) : null;
  const [text, setText] = useState('');
  const [searchQuery, setSearchQuery] = useState<string | null>(null);
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<ReportPage>({ rows: [], totalCount: 0 });
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);
  const query = useMemo(() => ({ ...paging, searchQuery, doctorId }), [paging, searchQuery, doctorId]);

  useEffect(() => {
    setLoading(true);
    void fetchReport(api, kind, query).match((found) => { setPage(found); setLoading(false); }, () => setLoading(false));
  }, [api, kind, query]);

  const searchFor = (value: string | null) => {
    setSearchQuery(value);
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };
  const exportRows = async () => {
    setExporting(true);
    const all = await fetchReport(api, kind, query, true);
    if (all.isOk()) (await (await clinical.spreadsheets()).insuranceReport(kind, all.value.rows, { withDoctorColumns: doctorColumns })).map(clinical.save);
    setExporting(false);
  };

  return {
    title: REPORTS[kind].title, userFullName: user?.fullName ?? '',
    columns: reportColumns(kind).filter((column) => doctorColumns || !column.doctorColumn),
    rows: page.rows, loading, page: { ...paging, totalCount: page.totalCount },
    onPage: (pageNumber, pageSize) => setPaging({ pageNumber: pageSize === paging.pageSize ? pageNumber : 1, pageSize }),
    search: doctorColumns ? {
      text, onText: setText,
      onSearch: () => searchFor(text.trim() === '' ? null : text.trim()),
      onClear: searchQuery !== null || text !== '' ? () => { setText(''); searchFor(null); } : null,
    } : null,
    onExport: () => void exportRows(), exporting,
  };
}
