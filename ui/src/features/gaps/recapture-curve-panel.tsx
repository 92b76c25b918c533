import { useQuery } from '@tanstack/react-query';
import { doctorReach, endpointKey, recaptureCurveEndpoint, type RecaptureCurveView as Curve } from '@rafdesk/core';
import type { RecaptureCurvePanelProps } from '../../shared/components/gaps-slot.js';
import { fromResult } from '../../shared/query/from-result.js';
import { useSession } from '../../shared/services/use-session.js';
import { useGapsClient } from './use-gaps-client.js';
import { RecaptureCurveView, type CurveSeries } from './recapture-curve-view.js';

// AA-contrast colours of the theme: the practice in blue, the doctor in green; last year dashed.
const PRACTICE = '#1d4ed8';
const DOCTOR = '#15803d';

/** A curve's two lines (this year, last year) in the words and colours of whose it is. */
export function seriesOf(curve: Curve, who: string, colour: string): CurveSeries[] {
  const line = (points: Curve['thisYear'], year: number, dashed: boolean): CurveSeries => ({
    label: `${who} ${year}`, shares: points.map((point) => point.share), counts: points.map((point) => `${point.documented} of ${point.of}`), colour, dashed,
  });
  return [line(curve.thisYear, curve.serviceYear, false), line(curve.lastYear, curve.serviceYear - 1, true)];
}

/** The dashboard's recapture curve: every doctor in reach (the practice) and, when the dashboard shows one doctor, theirs. */
export function RecaptureCurvePanel({ doctorId, doctorName }: RecaptureCurvePanelProps) {
  const { user } = useSession();
  const client = useGapsClient();
  const practice = useQuery({ queryKey: endpointKey(recaptureCurveEndpoint, null), queryFn: () => fromResult(client.curve(null)) });
  const doctor = useQuery({ queryKey: endpointKey(recaptureCurveEndpoint, doctorId), enabled: doctorId !== null, queryFn: () => fromResult(client.curve(doctorId)) });
  // A doctor's reach is their own patients: "the practice" would promise more than it shows.
  const everyone = user !== null && doctorReach(user.role, 'gaps.view') === 'own' ? 'Your patients' : 'Practice';
  const series = [
    ...(practice.data ? seriesOf(practice.data, everyone, PRACTICE) : []),
    ...(doctorId !== null && doctor.data ? seriesOf(doctor.data, doctorName ?? 'Doctor', DOCTOR) : []),
  ];
  return (
    <RecaptureCurveView loading={practice.isFetching || doctor.isFetching} failed={practice.isError && practice.data === undefined}
      serviceYear={practice.data?.serviceYear ?? null} series={series} />
  );
}
