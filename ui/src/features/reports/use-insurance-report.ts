import { useState } from 'react';
import { type InsuranceReportKind, INSURANCE_REPORT_ENDPOINTS, REPORT_SORT_FIELDS, can, endpointKey } from '@rafdesk/core';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useSearchText } from '../../shared/components/use-search-text.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { namedDoctorId } from '../../shared/services/named-doctor.js';
import type { InsuranceReportViewProps } from './insurance-report-view.js';
import { REPORTS, reportColumns } from './report-kinds.js';
import { fetchReport } from './reports-client.js';
import { usePaymentYearsQuery } from '../../shared/query/use-payment-years.js';
import { useExportProgress } from '../../shared/export/export-progress.js';

/** One insurance report: columns and search per role, paging, and Export to Excel with the spec's file name. */
export function useInsuranceReport(kind: InsuranceReportKind): InsuranceReportViewProps {
  const api = useService('api');
  const clinical = useService('clinical');
  const { user, currentDoctor } = useSession();
  const role = user?.role ?? 'Doctor';
  const doctorColumns = can({ role }, 'reports.viewDoctorColumns');
  const doctorId = namedDoctorId(role, currentDoctor, null);
  const years = usePaymentYearsQuery().data ?? null;
  // The server reports its current year until the user picks another; the list of each year is its own cached query.
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const paymentYear = chosenYear;
  const list = usePagedList(endpointKey(INSURANCE_REPORT_ENDPOINTS[kind], doctorId, paymentYear), { searchQuery: null as string | null }, (request) => fetchReport(api, kind, { ...request, doctorId, paymentYear }),
    { sortFields: REPORT_SORT_FIELDS });
  const searchQuery = list.filter.searchQuery;
  const exporting = useExportProgress();
  const search = useSearchText(searchQuery, (value) => list.setFilter({ searchQuery: value }));
  const exportRows = () => exporting.run(async (onProgress) => {
    const all = await fetchReport(api, kind, { ...list.page, searchQuery, doctorId, sort: list.sort, paymentYear }, true);
    if (all.isOk()) (await (await clinical.spreadsheets()).insuranceReport(kind, all.value.rows, { withDoctorColumns: doctorColumns, onProgress })).map(clinical.save);
  });

  return {
    title: REPORTS[kind].title, userFullName: user?.fullName ?? '',
    columns: reportColumns(kind).filter((column) => doctorColumns || !column.doctorColumn),
    ...pagedRowsOf(list),
    search: doctorColumns ? search : null,
    onExport: () => void exportRows(), exportProgress: exporting.progress,
    paymentYear: years ? { year: chosenYear ?? years.current, current: years.current, years: years.years, onYear: (year) => setChosenYear(year === years.current ? null : year) } : null,
  };
}
