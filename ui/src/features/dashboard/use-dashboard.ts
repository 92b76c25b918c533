import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { can, selectsDoctor } from '@rafdesk/core';
import { useSearchText } from '../../shared/components/use-search-text.js';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { namedDoctorId } from '../../shared/services/named-doctor.js';
import type { DashboardViewProps } from './dashboard-view.js';
import { HOME_FORMS_PAGE_SIZE, homeFormsPage, useDoctorFilterQuery, usePracticeFiguresQuery } from './dashboard-queries.js';

/**
 * The dashboard's data. A doctor sees their own patients; Staff see the doctor they act for; the other
 * roles see every patient of their scope, with a doctor filter for those who may list doctors. Below the figures, the
 * submitted progress notes of the same doctors (the home forms), for every role that may list notes across records.
 */
export function useDashboard(): DashboardViewProps & { readonly curveDoctor: { readonly id: number | null; readonly name: string | null } } {
  const api = useService('api');
  const { user, currentDoctor } = useSession();
  const acrossDoctors = user !== null && can(user, 'dashboard.acrossDoctors');
  const withFilter = user !== null && acrossDoctors && can({ role: user.role }, 'doctors.view');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selects = user !== null && selectsDoctor(user.role);
  const doctorId = acrossDoctors ? selectedId : user === null ? null : namedDoctorId(user.role, currentDoctor, null);
  const doctors = useDoctorFilterQuery(api, withFilter).data ?? [];
  const practice = usePracticeFiguresQuery(api, doctorId);
  const figures = practice.data ?? null;
  const loading = practice.isFetching;
  // Insurance staff read notes record by record; Staff list their chosen doctor's.
  const withNotes = user !== null && can(user, 'progressNotes.listAcrossRecords') && (!selects || currentDoctor !== null);
  const notes = usePagedList(['progressNotes', 'home', doctorId], { searchQuery: null as string | null },
    (request) => homeFormsPage(api, { ...request, doctorId }), { pageSize: HOME_FORMS_PAGE_SIZE, enabled: withNotes });
  const search = useSearchText(notes.filter.searchQuery, (searchQuery) => notes.setFilter({ searchQuery }));
  const navigate = useNavigate();

  const heading = acrossDoctors
    ? (selectedId === null ? (withFilter ? 'All doctors' : 'All your patients') : `Dr. ${doctors.find((doctor) => doctor.id === selectedId)?.fullName ?? ''}`)
    : selects ? `Dr. ${currentDoctor?.fullName ?? ''}` : (user?.fullName ?? '');
  const doctorName = doctorId === null ? null : selects ? currentDoctor?.fullName ?? null : doctors.find((doctor) => doctor.id === doctorId)?.fullName ?? null;
  return {
    heading, figures, loading,
    // The recapture curve names the doctor the dashboard shows, beside every doctor in reach.
    curveDoctor: { id: doctorId, name: doctorName === null ? null : `Dr. ${doctorName}` },
    progressNotes: withNotes ? {
      ...pagedRowsOf(notes), search,
      onOpenHistory: (recordId) => void navigate(pathTo('SmartPNHistory', { recordID: recordId })),
    } : null,
    doctorFilter: withFilter ? { options: doctors.map((doctor) => ({ id: doctor.id, name: doctor.fullName })), selectedId, onChange: setSelectedId } : null,
  };
}
