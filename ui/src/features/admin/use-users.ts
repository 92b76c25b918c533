import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { okAsync } from 'neverthrow';
import { type User, ACTING_ROLES, USER_SORT_FIELDS, can, endpointKey, listUsersEndpoint } from '@rafdesk/core';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useSession } from '../../shared/services/use-session.js';
import { ALL_DOCTORS_KEY, useAdminClient, useAllDoctors, useUserFormOptions } from './admin-queries.js';
import { useConfirmedChange } from './use-confirmed-change.js';
import { shownRow, useStatusToggle } from '../../shared/status/use-status-toggle.js';
import { useMaintenanceSwitch } from './use-maintenance-switch.js';
import { useSearchText } from '../../shared/components/use-search-text.js';
import { useUserForm } from './use-user-form.js';
import { type UserDraft, userDraftFrom } from './user-draft.js';
import type { UsersViewProps } from './users-view.js';

/**
 * The Users screen: the paged, searchable list; Add New / Close and edit with the user form; the active toggle after
 * its confirmation, 2FA at once, resend password, the reset-profile popup of doctors; Set Under Maintenance for Admin.
 */
export function useUsers(): UsersViewProps {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const list = usePagedList(endpointKey(listUsersEndpoint), { searchQuery: null as string | null }, (request) => client.users(request),
    { sortFields: USER_SORT_FIELDS });
  const search = useSearchText(list.filter.searchQuery, (searchQuery) => list.setFilter({ searchQuery }));
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<UserDraft | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  // 2FA as asked, shown at once and used by the next press even before the list is read again; a refused change reverts.
  const [twoFactorAsked, setTwoFactorAsked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const status = useStatusToggle<User>({
    noun: 'user', keyOf: (row) => String(row.id), activeOf: (row) => row.active,
    save: (row, active) => client.setUserActive(row.id, active), reload: list.invalidate,
  });
  const rows = list.rows.map((row) => {
    const asked = twoFactorAsked.get(row.id);
    const shown = shownRow(status, row);
    return asked === undefined ? shown : { ...shown, twoFactorEnabled: asked };
  });
  const askTwoFactor = (userId: number, enabled: boolean | undefined) => setTwoFactorAsked((current) => {
    const next = new Map(current);
    if (enabled === undefined) next.delete(userId);
    else next.set(userId, enabled);
    return next;
  });
  const options = useUserFormOptions(client, formOpen);
  const doctors = useAllDoctors(client, formOpen);
  const confirm = useConfirmedChange(list.invalidate);
  const maintenance = useMaintenanceSwitch(client);
  const close = () => {
    setFormOpen(false);
    setEditing(null);
  };
  const form = useUserForm({
    client, options: options.data ?? null, doctors: doctors.data ?? [], editing, saveAs: 'user',
    onSaved: () => {
      close();
      list.invalidate();
      // A new or edited doctor belongs in the acting-doctors picker at once.
      void queryClient.invalidateQueries({ queryKey: ALL_DOCTORS_KEY });
    },
    onClose: close,
  });

  // A doctor's addresses and choices come with the whole profile; Staff and Training bring the doctors they act for.
  const onEdit = (row: User) => {
    const loaded = row.role === 'Doctor'
      ? client.doctorProfile(row.documentId).map((profile) => userDraftFrom(profile, []))
      : ACTING_ROLES.includes(row.role)
        ? client.actingDoctors(row.id).map((acting) => userDraftFrom(row, acting.map((doctor) => doctor.id)))
        : okAsync(userDraftFrom(row, []));
    void loaded.map((draft) => {
      setEditing(draft);
      setFormOpen(true);
    });
  };

  return {
    formOpen,
    onToggleForm: () => (formOpen ? close() : setFormOpen(true)),
    form: options.data ? form : null,
    search,
    table: {
      ...pagedRowsOf(list), rows, expanded, onExpandedChange: setExpanded,
      onToggleActive: status.onToggle,
      onToggleTwoFactor: (row) => {
        const enabled = !row.twoFactorEnabled;
        askTwoFactor(row.id, enabled);
        void client.setTwoFactor(row.id, enabled).match(list.invalidate, () => askTwoFactor(row.id, undefined));
      },
      onEdit,
      onResendPassword: (row) => void client.resendPassword(row.id),
      onResetProfile: (row) => confirm.ask(`Send ${row.fullName} the request to complete the profile again?`, () => client.resendProfileConfirmation(row.id),
        { header: 'Reset Profile', confirmLabel: 'Send' }),
    },
    maintenance: user !== null && can({ role: user.role }, 'users.setMaintenance') ? maintenance : null,
    confirm: confirm.dialog,
    status: status.dialogs,
  };
}
