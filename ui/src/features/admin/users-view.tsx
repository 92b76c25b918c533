import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { PasswordPromptView } from '../../shared/components/password-prompt-view.js';
import { ConfirmDialogView, type ConfirmDialogViewProps } from '../../shared/components/confirm-dialog-view.js';
import { StatusDialogsView, type StatusDialogsViewProps } from '../../shared/components/status-dialogs-view.js';
import { SearchBarView, type SearchBarViewProps } from '../../shared/components/search-bar-view.js';
import { UserFormView, type UserFormViewProps } from './user-form-view.js';
import { UsersTableView, type UsersTableViewProps } from './users-table-view.js';
import type { MaintenanceSwitch } from './use-maintenance-switch.js';
import './admin.css';

export const USERS_SEARCH_LABEL = 'Username, Document ID, Email:';

export interface UsersViewProps {
  readonly formOpen: boolean;
  readonly onToggleForm: () => void;
  /** The form's props while it is open and its lookups arrived. */
  readonly form: UserFormViewProps | null;
  readonly search: Omit<SearchBarViewProps, 'id' | 'label'>;
  readonly table: UsersTableViewProps;
  /** Set Under Maintenance (Admin only); null hides the button. */
  readonly maintenance: MaintenanceSwitch | null;
  readonly confirm: ConfirmDialogViewProps;
  /** The status toggle's confirmation and its message. */
  readonly status: StatusDialogsViewProps;
}

/** Users: Add New / Close, Set Under Maintenance, the search, the user form and the table. */
export function UsersView({ formOpen, onToggleForm, form, search, table, maintenance, confirm, status }: UsersViewProps) {
  return (
    <section className="admin-screen">
      <h1>Users</h1>
      <div className="admin-toolbar">
        <span className="admin-toolbar__actions">
          <Button type="button" label={formOpen ? 'Close' : 'Add New'} icon={formOpen ? 'pi pi-times' : 'pi pi-plus'} onClick={onToggleForm} aria-expanded={formOpen} />
          {maintenance && <Button type="button" label="Set Under Maintenance" icon="pi pi-wrench" severity="danger" outlined onClick={maintenance.onStart} />}
        </span>
        <SearchBarView id="users-search" label={USERS_SEARCH_LABEL} {...search} />
      </div>
      {formOpen && form && <UserFormView {...form} />}
      <UsersTableView {...table} />
      <ConfirmDialogView {...confirm} />
      <StatusDialogsView {...status} />
      {maintenance && (
        <>
          <ConfirmDialogView {...maintenance.confirm} />
          <PasswordPromptView {...maintenance.prompt} />
          <Dialog header="Under Maintenance" visible={maintenance.doneText !== null} onHide={maintenance.onDismissDone} style={{ width: 'min(28rem, 95vw)' }}
            footer={<Button type="button" label="OK" onClick={maintenance.onDismissDone} autoFocus />}>
            <p>{maintenance.doneText}</p>
          </Dialog>
        </>
      )}
    </section>
  );
}
