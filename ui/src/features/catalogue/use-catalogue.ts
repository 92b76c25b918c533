import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CatalogueDiagnostic, CATALOGUE_SEARCH, can, endpointKey, fieldErrors, searchCatalogueEndpoint, shouldSearch, validateCatalogueForm,
} from '@rafdesk/core';
import { catalogueOptionLabel } from '../../shared/catalogue-option-label.js';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { type CatalogueDraft, EMPTY_CATALOGUE_DRAFT, draftFromEntry } from './catalogue-fields.js';
import { catalogueClient } from './catalogue-client.js';
import type { CatalogueViewProps } from './catalogue-view.js';

type Errors = Readonly<Record<string, string>>;

/** Core's catalogue form rule over the typed draft: the first message of each field, or the entry to send. */
function checked(draft: CatalogueDraft): { entry: CatalogueDiagnostic } | { errors: Errors } {
  const result = validateCatalogueForm(draft);
  if (result.isOk()) return { entry: result.value };
  return { errors: Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([field, messages]) => [field, messages[0] ?? ''])) };
}

const CATEGORY_FIELDS = ['v28Hcc1', 'v28Hcc2', 'v24Hcc1', 'v24Hcc2', 'rxHcc1', 'rxHcc2', 'v28Interaction', 'v24Interaction'] as const;

/**
 * An edit sends blank the category columns it did not change: the server fills blank ones from the engine's tables
 * for the payment year, while stored values of an earlier year would be refused as disagreeing with them.
 */
function withUnchangedCategoriesBlank(entry: CatalogueDiagnostic, loaded: CatalogueDiagnostic): CatalogueDiagnostic {
  return { ...entry, ...Object.fromEntries(CATEGORY_FIELDS.filter((field) => entry[field] === loaded[field]).map((field) => [field, null])) };
}

const withoutErrorsOf = (errors: Errors, change: object): Errors => Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in change)));

/**
 * The Diagnostics List: searching as one types (10 results), the read-only detail of the chosen entry, and for
 * Admin its edit and 'Add New Diagnostic'. A save marks every catalogue search stale (Fast Coding's too).
 */
export function useCatalogue(): CatalogueViewProps {
  const api = useService('api');
  const client = useMemo(() => catalogueClient(api), [api]);
  const { user } = useSession();
  const role = user?.role ?? 'Doctor';
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const found = useQuery({
    queryKey: endpointKey(searchCatalogueEndpoint, searched, CATALOGUE_SEARCH.limit), queryFn: () => fromResult(client.search(searched)),
    enabled: shouldSearch(CATALOGUE_SEARCH, searched),
    // The selector opens its list when its suggestions change after a search: they stay the same array until new ones arrive.
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => (found.data ?? []).map((entry) => ({ entry, label: catalogueOptionLabel(entry) })), [found.data]);
  const [chosen, setChosen] = useState<CatalogueDiagnostic | null>(null);
  const [detail, setDetail] = useState<{ draft: CatalogueDraft; editing: boolean; errors: Errors } | null>(null);
  const [creating, setCreating] = useState<{ draft: CatalogueDraft; errors: Errors } | null>(null);
  const show = (entry: CatalogueDiagnostic) => {
    setChosen(entry);
    setDetail({ draft: draftFromEntry(entry), editing: false, errors: {} });
  };
  const saySaved = useSaySaved();
  const save = useMutation({
    mutationFn: (input: { entry: CatalogueDiagnostic; mode: 'create' | 'update' }) => fromResult(client.save(input.entry, input.mode)),
    onSuccess: (saved, input) => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(searchCatalogueEndpoint) });
      saySaved(input.mode === 'create' ? `${saved.code} was added to the catalogue` : `The changes to ${saved.code} were saved`);
      if (input.mode === 'create') setCreating(null);
      setText(catalogueOptionLabel(saved));
      show(saved);
    },
  });
  const submit = (draft: CatalogueDraft, mode: 'create' | 'update', onErrors: (errors: Errors) => void) => {
    const result = checked(draft);
    if ('errors' in result) onErrors(result.errors);
    else save.mutate({ entry: mode === 'update' && chosen !== null ? withUnchangedCategoriesBlank(result.entry, chosen) : result.entry, mode });
  };

  return {
    text, onText: setText, onSearch: (query) => setSearched(query.trim()), onPick: (entry) => { setText(catalogueOptionLabel(entry)); show(entry); },
    options,
    detail: chosen === null || detail === null ? null : {
      code: chosen.code, draft: detail.draft, editing: detail.editing, errors: detail.errors, saving: save.isPending && save.variables.mode === 'update',
      onChange: (change) => setDetail((current) => (current === null ? current : { ...current, draft: { ...current.draft, ...change }, errors: withoutErrorsOf(current.errors, change) })),
      admin: can({ role }, 'catalogue.edit') ? {
        onEdit: () => setDetail((current) => (current === null ? current : { ...current, editing: true })),
        onClose: () => show(chosen),
        onSave: () => submit(detail.draft, 'update', (errors) => setDetail((current) => (current === null ? current : { ...current, errors }))),
      } : null,
    },
    create: can({ role }, 'catalogue.create') ? {
      visible: creating !== null, draft: creating?.draft ?? EMPTY_CATALOGUE_DRAFT, errors: creating?.errors ?? {}, saving: save.isPending && save.variables.mode === 'create',
      onOpen: () => setCreating({ draft: EMPTY_CATALOGUE_DRAFT, errors: {} }),
      onChange: (change) => setCreating((current) => (current === null ? current : { draft: { ...current.draft, ...change }, errors: withoutErrorsOf(current.errors, change) })),
      onCreate: () => { if (creating !== null) submit(creating.draft, 'create', (errors) => setCreating({ ...creating, errors })); },
      onCancel: () => setCreating(null),
    } : null,
  };
}
