import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { ProgressBar } from 'primereact/progressbar';
import { isUploading, type RoleName, type VideoCategory } from '@rafdesk/core';
import { CATEGORY_OPTIONS, ROLE_OPTIONS } from './gallery-labels.js';
import type { VideoFormState } from './use-video-form.js';

export type VideoFormViewProps = Omit<VideoFormState, 'onSave'> & {
  readonly onSave: () => void;
  /** Closes the dialog or leaves /upload; hidden while the file goes up (Cancel upload stops it instead). */
  readonly onClose: () => void;
};

const described = (id: string, error: string | undefined) =>
  ({ invalid: Boolean(error), 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined });

function Message({ id, text }: { readonly id: string; readonly text: string | undefined }) {
  return text ? <small id={`${id}-error`} className="p-error field-error">{text}</small> : null;
}

/** The gallery form: title, category, roles, description, the video file (create only), the preview image, the progress bar. */
export function VideoFormView(props: VideoFormViewProps) {
  const { mode, draft, errors, progress, busy, notice, onChange } = props;
  return (
    <form className="video-form" noValidate onSubmit={(event) => { event.preventDefault(); props.onSave(); }}>
      <div className="field">
        <label htmlFor="video-title">Title<span aria-hidden="true"> *</span></label>
        <InputText id="video-title" value={draft.title} onChange={(event) => onChange({ title: event.target.value })} {...described('video-title', errors.title)} />
        <Message id="video-title" text={errors.title} />
      </div>
      <div className="field">
        <label id="video-category-label" htmlFor="video-category">Category<span aria-hidden="true"> *</span></label>
        <Dropdown id="video-category-choice" inputId="video-category" value={draft.category} options={[...CATEGORY_OPTIONS]} placeholder="Select a category" aria-labelledby="video-category-label"
          onChange={(event) => onChange({ category: (event.value as VideoCategory | null | undefined) ?? null })} {...described('video-category', errors.category)} />
        <Message id="video-category" text={errors.category} />
      </div>
      <div className="field">
        <label id="video-roles-label" htmlFor="video-roles">Roles<span aria-hidden="true"> *</span></label>
        <MultiSelect id="video-roles-choice" inputId="video-roles" value={[...draft.roles]} options={[...ROLE_OPTIONS]} placeholder="Select roles" display="chip" aria-labelledby="video-roles-label"
          onChange={(event) => onChange({ roles: (event.value as RoleName[] | null | undefined) ?? [] })} {...described('video-roles', errors.visibleToRoles)} />
        <Message id="video-roles" text={errors.visibleToRoles} />
      </div>
      <div className="field">
        <label htmlFor="video-description">Description</label>
        <InputTextarea id="video-description" rows={3} value={draft.description} onChange={(event) => onChange({ description: event.target.value })} />
      </div>
      {mode === 'create' && (
        <div className="field">
          <label htmlFor="video-file">Video file (.mp4 or .mov)<span aria-hidden="true"> *</span></label>
          <input id="video-file" type="file" accept=".mp4,.mov,video/mp4,video/quicktime" disabled={busy} {...described('video-file', errors.fileName)}
            onChange={(event) => onChange({ file: event.target.files?.[0] ?? null })} />
          <Message id="video-file" text={errors.fileName} />
        </div>
      )}
      <div className="field video-form__preview">
        <label htmlFor="video-preview">Preview image</label>
        <div className="video-form__preview-row">
          {draft.preview ? <img src={draft.preview} alt="Chosen preview" className="video-form__preview-image" /> : <span className="video-form__no-preview">No preview image</span>}
          <div className="video-form__preview-actions">
            <input id="video-preview" type="file" accept="image/*" disabled={busy} {...described('video-preview', errors.previewImagePath)}
              onChange={(event) => props.onPreviewFile(event.target.files?.[0] ?? null)} />
            {props.onCaptureFrame && <Button type="button" label="Take from the video" icon="pi pi-camera" text onClick={props.onCaptureFrame} disabled={busy} />}
            {draft.preview && <Button type="button" label="Remove preview" icon="pi pi-times" text onClick={() => onChange({ preview: null })} disabled={busy} />}
          </div>
        </div>
        <Message id="video-preview" text={errors.previewImagePath} />
      </div>
      {isUploading(progress) && (
        <div className="video-form__progress">
          <span id="video-upload-label">Uploading {progress}%</span>
          <ProgressBar value={progress} aria-labelledby="video-upload-label" role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} />
        </div>
      )}
      <p role="status" className="video-form__notice">{notice ?? ''}</p>
      <div className="video-form__actions">
        {props.onCancelUpload
          ? <Button type="button" label="Cancel upload" icon="pi pi-stop" severity="danger" outlined onClick={props.onCancelUpload} />
          : <Button type="button" label="Cancel" text onClick={props.onClose} disabled={busy} />}
        <Button type="submit" label={mode === 'create' ? 'Upload' : 'Save'} icon="pi pi-check" loading={busy} />
      </div>
    </form>
  );
}
