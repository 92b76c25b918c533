import { useEffect, useState } from 'react';
import {
  type Doctor, type PatientListRow, type RoleName, DOCTOR_SIDE_ROLES, can, fromWireDoctor, fromWirePatientRow, isPendingInSemester, listOf,
} from '@rafdesk/core';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import type { DashboardViewProps } from './dashboard-view.js';
import { type PatientFigures, type PracticeFigures, practiceFigures } from './practice-figures.js';

const toFigures = (row: PatientListRow): PatientFigures => ({ ...row, diagnosticCount: row.diagnosisCount });
const isPending = (row: PatientFigures, semester: 1 | 2) => isPendingInSemester(row, semester);

/** How many doctors the filter offers at most. */
const DOCTOR_FILTER_PAGE_SIZE = 1000;

/**
 * The dashboard's data. A doctor sees their own patients; Staff see the doctor they act for; the other
 * roles see every patient of their scope, with a doctor filter for those who may list doctors.
 */
export function useDashboard(): DashboardViewProps {
  const api = useService('api');
  const { user, currentDoctor } = useSession();
  const acrossDoctors = user !== null && !(DOCTOR_SIDE_ROLES as readonly RoleName[]).includes(user.role);
  const withFilter = user !== null && acrossDoctors && can({ role: user.role }, 'doctors.view');
  const [doctors, setDoctors] = useState<Doctor[]>([]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [figures, setFigures] = useState<PracticeFigures | null>(null);
  const [loading, setLoading] = useState(true);
  const doctorId = acrossDoctors ? selectedId : user?.role === 'Staff' ? (currentDoctor?.id ?? null) : null;

  useEffect(() => {
    if (!withFilter) return;
    void api.request({ method: 'GET', path: 'Doctors', query: { pageNumber: 1, pageSize: DOCTOR_FILTER_PAGE_SIZE } }, listOf(fromWireDoctor))
      .map((reply) => setDoctors(reply.data));
  }, [api, withFilter]);

  useEffect(() => {
    setLoading(true);
    void api.request({ method: 'GET', path: 'Patients/GetPatientListAll', query: { doctorId } }, listOf(fromWirePatientRow))
      .map((reply) => setFigures(practiceFigures(reply.data.map(toFigures), isPending)))
      .then(() => setLoading(false));
  }, [api, doctorId]);

  const heading = acrossDoctors
    ? (selectedId === null ? (withFilter ? 'All doctors' : 'All your patients') : `Dr. ${doctors.find((doctor) => doctor.id === selectedId)?.fullName ?? ''}`)
    : user?.role === 'Staff' ? `Dr. ${currentDoctor?.fullName ?? ''}` : (user?.fullName ?? '');
  return {
    heading, figures, loading,
    doctorFilter: withFilter ? { options: doctors.map((doctor) => ({ id: doctor.id, name: doctor.fullName })), selectedId, onChange: setSelectedId } : null,
  };
}
