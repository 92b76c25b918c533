import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import {
  COMPLIANCE_REPORT_COLUMNS, can, callEndpoint, complianceReportEndpoint, complianceReportWorkbook, endpointKey, type ComplianceReport, type ComplianceSummary,
} from '@rafdesk/core';
import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';

/** A figure as the table shows it: shares as percentages, RAF with three decimals, "—" for a share of nothing. */
function shown(summary: ComplianceSummary, column: (typeof COMPLIANCE_REPORT_COLUMNS)[number]): string {
  const value = summary[column.figure];
  if (value === null) return '—';
  if (column.format === 'percent') return `${(value * 100).toFixed(1)}%`;
  if (column.format === 'decimal') return column.figure === 'addDeleteRatio' ? `${value.toFixed(2)} : 1` : value.toFixed(3);
  return value.toLocaleString('en-US');
}

/**
 * The general report's compliance section: per doctor in the user's reach and for the practice, how much of the RAF
 * coded counts for the payment year, flagged codes and overrides, chart-review and HRA-only shares, and the gap
 * reviews' adds beside deletes; exportable to Excel. Hidden from roles that may not see it (the overrides' reach).
 */
export function ComplianceReportSection() {
  const api = useService('api');
  const clinical = useService('clinical');
  const saySaved = useSaySaved();
  const { user } = useSession();
  const allowed = user !== null && can(user, 'compliance.viewOverrides');
  const query = useMemo(() => ({ doctorId: null, paymentYear: null }), []);
  const read = useQuery({
    queryKey: endpointKey(complianceReportEndpoint, 'current'),
    // A read the report makes by itself: the section says when it fails, no toast.
    queryFn: () => fromResult(callEndpoint(api, complianceReportEndpoint, query, { quiet: true }).map((reply) => reply.data)),
    enabled: allowed,
  });
  if (!allowed) return null;
  const onExport = async (shownReport: ComplianceReport) => {
    (await (await clinical.spreadsheets()).workbook(complianceReportWorkbook(shownReport))).map((file) => {
      clinical.save(file);
      saySaved(`The compliance report of PY${shownReport.paymentYear} was exported to Excel`);
    });
  };
  return <ComplianceReportView report={read.data ?? null} failed={read.isError} onExport={(report) => void onExport(report)} />;
}

export interface ComplianceReportViewProps {
  /** Null while it is read. */
  readonly report: ComplianceReport | null;
  readonly failed: boolean;
  readonly onExport: (report: ComplianceReport) => void;
}

/** The compliance report's table (a line per doctor, the practice last) with its export button. */
export function ComplianceReportView({ report, failed, onExport }: ComplianceReportViewProps) {
  return (
    <section className="compliance-report" aria-labelledby="compliance-report-title">
      <div className="compliance-report__header">
        <h2 id="compliance-report-title">Compliance by doctor{report ? ` (PY${report.paymentYear})` : ''}</h2>
        {report && <Button type="button" label="Export Compliance to Excel" icon="pi pi-file-excel" severity="success" outlined onClick={() => onExport(report)} />}
      </div>
      {failed ? <p role="alert">The compliance report could not be read. Try again in a moment.</p>
        : report === null ? <p>Loading the compliance report…</p>
          : (
            // A narrow window scrolls the table: the keyboard reaches the scroll by focusing it.
            <div className="compliance-report__scroll" tabIndex={0} role="group" aria-labelledby="compliance-report-title">
              <table className="compliance-report__table">
                <caption className="sr-only">Per doctor and for the practice: RAF coded and the share that counts for the payment year, flagged codes and overrides, chart-review and HRA-only shares of the year&apos;s diagnoses, and gap reviews&apos; adds beside deletes</caption>
                <thead>
                  <tr><th scope="col">Doctor</th>{COMPLIANCE_REPORT_COLUMNS.map((column) => <th key={column.figure} scope="col">{column.header}</th>)}</tr>
                </thead>
                <tbody>
                  {report.doctors.map((doctor) => (
                    <tr key={doctor.doctorId}><th scope="row">{doctor.doctorName}</th>{COMPLIANCE_REPORT_COLUMNS.map((column) => <td key={column.figure}>{shown(doctor, column)}</td>)}</tr>
                  ))}
                  <tr className="compliance-report__total"><th scope="row">Practice</th>{COMPLIANCE_REPORT_COLUMNS.map((column) => <td key={column.figure}>{shown(report.practice, column)}</td>)}</tr>
                </tbody>
              </table>
            </div>
          )}
      <p className="compliance-report__source">
        RAF that counts is each record&apos;s payment-year ledger (CMS&apos;s diagnosis-source rules, accepted specialties, OIG&apos;s high-risk codes); adds and deletes are the gap reviews&apos; (OIG&apos;s compliance guidance asks reviews that delete as well as add).
      </p>
    </section>
  );
}
