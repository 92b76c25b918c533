import { Button } from 'primereact/button';
import type { User } from '@rafdesk/core';
import { ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import { dateText } from '../../shared/format/date-text.js';

export interface UsersTableViewProps extends PagedRows<User>, ServerSorted {
  readonly expanded: ReadonlySet<number>;
  readonly onExpandedChange: (userIds: ReadonlySet<number>) => void;
  readonly onToggleActive: (user: User) => void;
  readonly onToggleTwoFactor: (user: User) => void;
  readonly onEdit: (user: User) => void;
  readonly onResendPassword: (user: User) => void;
  /** The reset-profile popup, offered on Doctor rows only. */
  readonly onResetProfile: (user: User) => void;
}

function Details({ user }: { user: User }) {
  const facts: [string, string][] = [['Phone 2', user.phone2 ?? ''], ['Street', user.street ?? ''], ['City', user.city ?? ''], ['State', user.state ?? ''], ['Zip', user.zip ?? '']];
  if (user.role === 'InsuranceStaff') facts.push(['Insurance', user.insuranceName ?? ''], ['IPA Number', user.ipaNumber ?? '']);
  return <dl className="admin-details">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>;
}

const nameOf = (user: User) => user.userName ?? user.documentId;

/** The users table: the columns of spec 02 §2 (the data ones sort on the server), active and 2FA checkboxes, row actions and the expandable details. */
export function UsersTableView(props: UsersTableViewProps) {
  return (
    <ListTable label="Users" rows={props.rows} rowKey={(row) => row.id} loading={props.loading} failed={props.failed} emptyMessage="No users" page={props.page} onPage={props.onPage}
      serverSort={{ sort: props.sort, onSort: props.onSort }}
      expansion={{ expanded: props.expanded, onChange: (keys) => props.onExpandedChange(keys as ReadonlySet<number>), details: (row) => <Details user={row} />, rowLabel: nameOf }}
      columns={[
        { header: '#', cell: (_, index) => index + 1, sticky: true },
        { header: 'Document ID', sortField: 'documentId', cell: (row) => row.documentId },
        { header: 'Speciality', sortField: 'speciality', cell: (row) => row.speciality ?? '' },
        { header: 'Username', sortField: 'userName', cell: nameOf, sticky: true },
        { header: 'Sex', sortField: 'sex', cell: (row) => row.sex ?? '' },
        { header: 'DOB', sortField: 'dateOfBirth', cell: (row) => dateText(row.dateOfBirth) },
        { header: 'Phone 1', sortField: 'phone', cell: (row) => row.phone ?? '' },
        { header: 'Email', sortField: 'email', cell: (row) => row.email },
        { header: 'Role', sortField: 'role', cell: (row) => row.role },
        { header: 'Active', cell: (row) => (
          <input type="checkbox" aria-label={`Active: ${nameOf(row)}`} checked={row.active} onChange={() => props.onToggleActive(row)} />
        ) },
        { header: '2FA', cell: (row) => (
          <input type="checkbox" aria-label={`Two-factor sign-in: ${nameOf(row)}`} checked={row.twoFactorEnabled} onChange={() => props.onToggleTwoFactor(row)} />
        ) },
        { header: 'Actions', cell: (row) => (
          <span className="admin-row-actions">
            <Button type="button" icon="pi pi-pencil" text rounded aria-label={`Edit ${nameOf(row)}`} onClick={() => props.onEdit(row)} />
            <Button type="button" icon="pi pi-envelope" text rounded aria-label={`Resend password to ${nameOf(row)}`} onClick={() => props.onResendPassword(row)} />
            {row.role === 'Doctor' && (
              <Button type="button" icon="pi pi-refresh" text rounded aria-label={`Reset profile of ${nameOf(row)}`} onClick={() => props.onResetProfile(row)} />
            )}
          </span>
        ) },
      ]} />
  );
}
