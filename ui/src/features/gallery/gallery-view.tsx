import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { MAX_PAGE_BUTTONS, PAGE_SIZE_OPTIONS, type RoleName, type Video, type VideoCategory } from '@rafdesk/core';
import { ConfirmDialogView } from '../../shared/components/confirm-dialog-view.js';
import { LIST_FAILED_TEXT } from '../../shared/components/list-table.js';
import { PAGER_TEMPLATE } from '../../shared/components/pager.js';
import { CATEGORY_OPTIONS, ROLE_OPTIONS } from './gallery-labels.js';
import { VideoCardView } from './video-card-view.js';
import { VideoFormView, type VideoFormViewProps } from './video-form-view.js';
import './gallery.css';

export interface GalleryViewProps {
  readonly search: { readonly text: string; readonly onText: (text: string) => void; readonly onSearch: () => void };
  readonly category: { readonly value: VideoCategory | null; readonly onChange: (category: VideoCategory | null) => void };
  /** The role filter: Admin and Superuser only (null hides it). */
  readonly role: null | { readonly value: RoleName | null; readonly onChange: (role: RoleName | null) => void };
  readonly newestFirst: boolean;
  readonly onToggleSort: () => void;
  /** Add new: Admin and Superuser only (null hides it). */
  readonly onAdd: (() => void) | null;
  readonly videos: readonly Video[];
  readonly loading: boolean;
  /** The videos could not be read: the grid says so, not "No videos found" and "0 in total". */
  readonly failed?: boolean;
  readonly page: { readonly pageNumber: number; readonly pageSize: number; readonly totalCount: number };
  readonly onPage: (pageNumber: number, pageSize: number) => void;
  readonly onOpen: (video: Video) => void;
  readonly onEdit: ((video: Video) => void) | null;
  readonly onDelete: ((video: Video) => void) | null;
  /** The delete confirmation ('Are you sure?' / 'This action will delete the video'); null hides it. */
  readonly confirmDelete: null | { readonly title: string; readonly busy: boolean; readonly onConfirm: () => void; readonly onCancel: () => void };
  /** The Add new / edit dialog; null hides it. */
  readonly form: VideoFormViewProps | null;
}

/** The Gallery: search, filters, sort toggle, the card grid with its pager, and the administrators' dialogs. */
export function GalleryView(props: GalleryViewProps) {
  const { search, category, role, page, confirmDelete, form } = props;
  return (
    <section className="gallery" aria-labelledby="gallery-heading">
      <h1 id="gallery-heading">Gallery</h1>
      <div className="gallery__toolbar" role="search">
        <label htmlFor="gallery-search" className="sr-only">Search videos</label>
        <InputText id="gallery-search" value={search.text} placeholder="Search videos" onChange={(event) => search.onText(event.target.value)}
          onKeyDown={(event) => { if (event.key === 'Enter') search.onSearch(); }} />
        <Dropdown id="gallery-category" value={category.value} options={[...CATEGORY_OPTIONS]} placeholder="All categories" showClear aria-label="Category"
          onChange={(event) => category.onChange((event.value as VideoCategory | null | undefined) ?? null)} />
        {role && (
          <Dropdown id="gallery-role" value={role.value} options={[...ROLE_OPTIONS]} placeholder="All roles" showClear aria-label="Role"
            onChange={(event) => role.onChange((event.value as RoleName | null | undefined) ?? null)} />
        )}
        <Button type="button" label={props.newestFirst ? 'Newest first' : 'Oldest first'} icon={props.newestFirst ? 'pi pi-sort-amount-down' : 'pi pi-sort-amount-up'}
          outlined aria-label={`Sort by date: ${props.newestFirst ? 'newest first' : 'oldest first'}`} aria-pressed={!props.newestFirst} onClick={props.onToggleSort} />
        {props.onAdd && <Button type="button" label="Add new" icon="pi pi-plus" className="gallery__add" onClick={props.onAdd} />}
      </div>
      <div className="gallery__grid" aria-busy={props.loading}>
        {props.videos.map((video) => <VideoCardView key={video.id} video={video} onOpen={props.onOpen} onEdit={props.onEdit} onDelete={props.onDelete} />)}
      </div>
      {props.failed === true && <p className="gallery__empty" role="alert">{LIST_FAILED_TEXT}</p>}
      {props.failed !== true && !props.loading && props.videos.length === 0 && <p className="gallery__empty">No videos found</p>}
      {props.failed !== true && <Paginator template={PAGER_TEMPLATE} first={(page.pageNumber - 1) * page.pageSize} rows={page.pageSize} totalRecords={page.totalCount}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]} pageLinkSize={MAX_PAGE_BUTTONS} currentPageReportTemplate="{totalRecords} in total"
        onPageChange={(event) => props.onPage(event.page + 1, event.rows)} />}
      <ConfirmDialogView danger text={confirmDelete === null ? null : 'This action will delete the video'} busy={confirmDelete?.busy ?? false}
        onConfirm={() => confirmDelete?.onConfirm()} onCancel={() => confirmDelete?.onCancel()} />
      {/* Escape closes the form's open choices (category, roles); it must not also throw the filled-in form away. */}
      <Dialog header={form?.mode === 'edit' ? 'Edit video' : 'Add new video'} visible={form !== null} onHide={() => { if (form && !form.busy) form.onClose(); }}
        style={{ width: 'min(40rem, 95vw)' }} closable={!form?.busy} closeOnEscape={false}>
        {form && <VideoFormView {...form} />}
      </Dialog>
    </section>
  );
}
