import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { RadioButton } from 'primereact/radiobutton';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, type RecipientType } from '@rafdesk/core';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';
import './send-notification.css';

type Option<T> = { readonly label: string; readonly value: T };

/** The Notification Center's form as typed. */
export interface SendDraft {
  readonly recipientType: RecipientType;
  readonly roles: readonly string[];
  readonly userIds: readonly number[];
  readonly title: string;
  readonly body: string;
  readonly persistent: boolean;
}

export interface SendNotificationViewProps {
  readonly draft: SendDraft;
  readonly errors: Readonly<Record<string, string>>;
  readonly roles: readonly Option<string>[];
  readonly users: readonly Option<number>[];
  readonly usersLoading: boolean;
  readonly sending: boolean;
  readonly onChange: (change: Partial<SendDraft>) => void;
  readonly onSubmit: () => void;
}

/** Notification Center: recipients by role or by user, title (1–100), message (1–1000), persistent, Submit. */
export function SendNotificationView({ draft, errors, roles, users, usersLoading, sending, onChange, onSubmit }: SendNotificationViewProps) {
  const byRole = draft.recipientType === 'roles';
  return (
    <section className="notification-center">
      <h1>Notification Center</h1>
      <form className="notification-center__form" noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <fieldset className="notification-center__type">
          <legend>Recipient Type</legend>
          {(['roles', 'users'] as const).map((type) => (
            <span key={type} className="notification-center__choice">
              <RadioButton inputId={`recipient-${type}`} name="recipientType" value={type} checked={draft.recipientType === type} onChange={() => onChange({ recipientType: type })} />
              <label htmlFor={`recipient-${type}`}>{type === 'roles' ? 'Roles' : 'Users'}</label>
            </span>
          ))}
        </fieldset>
        {byRole ? (
          <LabelledField id="notification-roles" label="Roles" required error={errors.recipientRoles}>
            <MultiSelect inputId="notification-roles" value={[...draft.roles]} options={[...roles]} display="chip" placeholder="Select roles"
              {...describedBy('notification-roles', errors.recipientRoles)} onChange={(event) => onChange({ roles: event.value as string[] })} />
          </LabelledField>
        ) : (
          <LabelledField id="notification-users" label="Users" required error={errors.recipientUserIds}>
            <MultiSelect inputId="notification-users" value={[...draft.userIds]} options={[...users]} display="chip" filter placeholder="Select users"
              loading={usersLoading} virtualScrollerOptions={users.length > 100 ? { itemSize: 38 } : undefined}
              {...describedBy('notification-users', errors.recipientUserIds)} onChange={(event) => onChange({ userIds: event.value as number[] })} />
          </LabelledField>
        )}
        <LabelledField id="notification-title" label="Title" required error={errors.title}>
          <InputText id="notification-title" value={draft.title} maxLength={NOTIFICATION_TITLE_MAX} {...describedBy('notification-title', errors.title)}
            onChange={(event) => onChange({ title: event.target.value })} />
          <small className="notification-center__counter" aria-live="polite">{draft.title.length}/{NOTIFICATION_TITLE_MAX}</small>
        </LabelledField>
        <LabelledField id="notification-body" label="Message" required error={errors.body}>
          <InputTextarea id="notification-body" value={draft.body} rows={6} maxLength={NOTIFICATION_MESSAGE_MAX} {...describedBy('notification-body', errors.body)}
            onChange={(event) => onChange({ body: event.target.value })} />
          <small className="notification-center__counter">{draft.body.length}/{NOTIFICATION_MESSAGE_MAX}</small>
        </LabelledField>
        <div className="notification-center__choice">
          <Checkbox inputId="notification-persistent" checked={draft.persistent} onChange={(event) => onChange({ persistent: event.checked === true })} />
          <label htmlFor="notification-persistent">Persistent (pops up until it is marked as read)</label>
        </div>
        <div className="notification-center__actions">
          <Button type="submit" label="Submit" icon="pi pi-send" loading={sending} />
        </div>
      </form>
    </section>
  );
}
