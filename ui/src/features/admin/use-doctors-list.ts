import { createElement, useState } from 'react';
import { type Doctor, DOCTOR_SORT_FIELDS, endpointKey, listDoctorsEndpoint } from '@rafdesk/core';
import { useService } from '../../shared/services/services.js';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useAdminClient, useDoctorFormOptions } from './admin-queries.js';
import type { DoctorsViewProps } from './doctors-view.js';
import { shownRow, useStatusToggle } from '../../shared/status/use-status-toggle.js';
import { useSearchText } from '../../shared/components/use-search-text.js';
import { useUserForm } from './use-user-form.js';
import { type UserDraft, userDraftFrom } from './user-draft.js';
import { UserFormView } from './user-form-view.js';

/** The Doctors List: search by NPI or name, status toggle after its confirmation, Expand All, and edit with the doctor's form. */
export function useDoctorsList(): DoctorsViewProps {
  const client = useAdminClient();
  const today = useService('today');
  const list = usePagedList(endpointKey(listDoctorsEndpoint), { searchQuery: null as string | null }, (request) => client.doctors(request),
    { sortFields: DOCTOR_SORT_FIELDS });
  const search = useSearchText(list.filter.searchQuery, (searchQuery) => list.setFilter({ searchQuery }));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<UserDraft | null>(null);
  const options = useDoctorFormOptions(client, editing !== null);
  const status = useStatusToggle<Doctor>({
    noun: 'doctor', keyOf: (doctor) => String(doctor.id), activeOf: (doctor) => doctor.active,
    save: (doctor, active) => client.setDoctorActive(doctor.npi, active), reload: list.invalidate,
  });
  const form = useUserForm({
    client, options: options.data ?? null, doctors: [], editing, saveAs: 'doctor',
    onSaved: () => {
      setEditing(null);
      list.invalidate();
    },
    onClose: () => setEditing(null),
  });
  return {
    ...pagedRowsOf(list), rows: list.rows.map((doctor) => shownRow(status, doctor)), search, today: today(),
    expanded, onExpandedChange: setExpanded,
    onToggleStatus: status.onToggle,
    onEdit: (doctor) => void client.doctorProfile(doctor.npi).map((profile) => setEditing(userDraftFrom(profile, []))),
    statusDialog: status.dialogs,
    editor: editing !== null && options.data ? createElement(UserFormView, form) : null,
  };
}
