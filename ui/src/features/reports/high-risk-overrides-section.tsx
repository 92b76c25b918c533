import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { can, endpointKey, highRiskOverridesEndpoint, callEndpoint } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';

/**
 * The general report's section of overrides: flagged high-risk codes billed with a recorded justification, per doctor
 * in the user's reach, for the portal's payment year (who justified it, why, which note). Hidden from roles that may not see it.
 */
export function HighRiskOverridesSection() {
  const api = useService('api');
  const { user } = useSession();
  const allowed = user !== null && can(user, 'compliance.viewOverrides');
  const query = useMemo(() => ({ doctorId: null, paymentYear: null }), []);
  const read = useQuery({
    queryKey: endpointKey(highRiskOverridesEndpoint, 'current'),
    // A read the report makes by itself: the section says when it fails, no toast.
    queryFn: () => fromResult(callEndpoint(api, highRiskOverridesEndpoint, query, { quiet: true }).map((reply) => reply.data)),
    enabled: allowed,
  });
  if (!allowed) return null;
  const report = read.data;
  return (
    <section className="high-risk-overrides" aria-labelledby="high-risk-overrides-title">
      <h2 id="high-risk-overrides-title">High-risk codes billed with a justification{report ? ` (PY${report.paymentYear})` : ''}</h2>
      {read.isError ? <p role="alert">The overrides could not be read. Try again in a moment.</p>
        : report === undefined ? <p>Loading the overrides…</p>
          : report.doctors.length === 0 ? <p>No flagged code was billed with a justification.</p>
            : (
              <table className="high-risk-overrides__table">
                <caption className="sr-only">Each override: the doctor, the patient, the code and date of service, why, which note and who recorded it</caption>
                <thead><tr><th scope="col">Doctor (overrides)</th><th scope="col">Patient</th><th scope="col">Code</th><th scope="col">Date of service</th><th scope="col">Why</th><th scope="col">Note</th><th scope="col">By, when</th></tr></thead>
                <tbody>
                  {report.doctors.flatMap((doctor) => doctor.rows.map((row) => (
                    <tr key={row.id}>
                      <td>{doctor.doctorName} ({doctor.overrides})</td>
                      <td>{row.patientName}</td><td>{row.code}</td><td>{row.dateOfService}</td><td>{row.reason}</td><td>{row.noteId}</td>
                      <td>{row.byName ?? `user ${row.by}`}, {row.at.slice(0, 10)}</td>
                    </tr>
                  )))}
                </tbody>
              </table>
            )}
    </section>
  );
}
