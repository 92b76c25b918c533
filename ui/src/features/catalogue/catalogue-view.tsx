import { useEffect, useRef, useState } from 'react';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { CatalogueDiagnostic } from '@rafdesk/core';
import { CatalogueFormView } from './catalogue-form-view.js';
import type { CatalogueDraft } from './catalogue-fields.js';
import './catalogue.css';

export const CATALOGUE_SEARCH_LABEL = 'Diagnostic Code / Description:';

export interface CatalogueOption {
  readonly entry: CatalogueDiagnostic;
  /** code - description - alert, or 'No Alert'. */
  readonly label: string;
}

/** The detail form of the chosen entry. */
export interface CatalogueDetail {
  readonly code: string;
  readonly draft: CatalogueDraft;
  readonly editing: boolean;
  readonly errors: Readonly<Record<string, string>>;
  readonly saving: boolean;
  readonly onChange: (change: Partial<CatalogueDraft>) => void;
  /** Admin only (null hides Edit, Close and Save Changes). */
  readonly admin: null | { readonly onEdit: () => void; readonly onClose: () => void; readonly onSave: () => void };
}

export interface CatalogueViewProps {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly options: readonly CatalogueOption[];
  readonly onSearch: (text: string) => void;
  readonly onPick: (entry: CatalogueDiagnostic) => void;
  readonly detail: CatalogueDetail | null;
  /** 'Add New Diagnostic' (Admin only; null hides it). */
  readonly create: null | {
    readonly visible: boolean; readonly draft: CatalogueDraft; readonly errors: Readonly<Record<string, string>>; readonly saving: boolean;
    readonly onOpen: () => void; readonly onChange: (change: Partial<CatalogueDraft>) => void; readonly onCreate: () => void; readonly onCancel: () => void;
  };
}

/** The Diagnostics List: the search-as-you-type selector, the chosen entry's detail form and, for Admin, Edit and Add New Diagnostic. */
export function CatalogueView({ text, onText, options, onSearch, onPick, detail, create }: CatalogueViewProps) {
  const selector = useRef<AutoComplete>(null);
  const [searches, setSearches] = useState(0);
  // The list opens whenever a search has results, also when they were already at hand (the same text typed again).
  useEffect(() => {
    if (searches > 0 && options.length > 0 && selector.current?.getElement()?.contains(document.activeElement)) selector.current?.show();
  }, [options, searches]);
  return (
    <section className="catalogue">
      <header className="catalogue__header">
        <h1>Diagnostics List</h1>
        {create && <Button label="Add New" icon="pi pi-plus" onClick={create.onOpen} />}
      </header>
      <div className="field catalogue__search">
        <label htmlFor="catalogue-search">{CATALOGUE_SEARCH_LABEL}</label>
        <AutoComplete ref={selector} inputId="catalogue-search" value={text} suggestions={options as CatalogueOption[]} field="label" delay={250} forceSelection={false}
          completeMethod={(event) => { onSearch(event.query); setSearches((count) => count + 1); }} onChange={(event) => { if (typeof event.value === 'string') onText(event.value); }}
          onSelect={(event) => onPick((event.value as CatalogueOption).entry)} placeholder="Type a code or words of its description" />
      </div>
      {detail && (
        <form className="catalogue__detail" aria-label={`Diagnostic ${detail.code}`} noValidate onSubmit={(event) => { event.preventDefault(); detail.admin?.onSave(); }}>
          <h2>{detail.code}</h2>
          <CatalogueFormView idPrefix="catalogue" draft={detail.draft} readOnly={!detail.editing} withCode={false} errors={detail.errors} onChange={detail.onChange} />
          {detail.admin && (
            <div className="catalogue__actions">
              {detail.editing
                ? <><Button type="button" label="Close" text onClick={detail.admin.onClose} /><Button type="submit" label="Save Changes" icon="pi pi-check" loading={detail.saving} /></>
                : <Button type="button" label="Edit" icon="pi pi-pencil" onClick={detail.admin.onEdit} />}
            </div>
          )}
        </form>
      )}
      {create && (
        <Dialog header="Add New Diagnostic" visible={create.visible} onHide={create.onCancel} style={{ width: 'min(60rem, 96vw)' }}
          footer={<><Button type="button" label="Cancel" text onClick={create.onCancel} /><Button type="submit" form="catalogue-create" label="Create" icon="pi pi-check" loading={create.saving} /></>}>
          <form id="catalogue-create" noValidate onSubmit={(event) => { event.preventDefault(); create.onCreate(); }}>
            <CatalogueFormView idPrefix="catalogue-new" draft={create.draft} readOnly={false} withCode errors={create.errors} onChange={create.onChange} />
          </form>
        </Dialog>
      )}
    </section>
  );
}
