import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type VisitOption, DEFAULT_PAGE_SIZE } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import type { FormsAdminViewProps } from './forms-admin-view.js';
import { formsClient } from './forms-client.js';
import { type VisitOptionDraft, type VisitOptionErrors, draftOf, groupsOf, newDraft, visitOptionOf } from './visit-option-draft.js';

const FORMS_KEY = ['forms', 'visitOptions'] as const;

/**
 * /admin/forms: the questionnaire is read whole (a few hundred options) and filtered and paged here; the form is
 * closed, creating or editing (spec 02 §4), and after a save it closes and the list is read again.
 */
export function useFormsAdmin(): FormsAdminViewProps {
  const api = useService('api');
  const client = useMemo(() => formsClient(api), [api]);
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: FORMS_KEY, queryFn: () => fromResult(client.visitOptions()) });
  const all = useMemo(() => options.data ?? [], [options.data]);
  const groups = useMemo(() => groupsOf(all), [all]);
  const [groupFilter, setGroupFilter] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [form, setForm] = useState<{ mode: 'create' | 'edit'; draft: VisitOptionDraft; errors: VisitOptionErrors } | null>(null);
  const filtered = useMemo(() => {
    const words = text.trim().toLowerCase();
    return all.filter((option) => (groupFilter === null || option.groupId === groupFilter) && (words === '' || option.description.toLowerCase().includes(words)));
  }, [all, groupFilter, text]);
  const save = useMutation({
    mutationFn: (input: { option: VisitOption; mode: 'create' | 'update' }) => fromResult(client.save(input.option, input.mode)),
    onSuccess: () => {
      setForm(null);
      void queryClient.invalidateQueries({ queryKey: ['forms'] });
    },
  });
  const firstPage = () => setPaging((current) => ({ ...current, pageNumber: 1 }));
  const start = paging.pageSize * (paging.pageNumber - 1);
  return {
    rows: filtered.slice(start, start + paging.pageSize), loading: options.isFetching, failed: options.isError && options.data === undefined,
    page: { ...paging, totalCount: filtered.length },
    onPage: (pageNumber, pageSize) => setPaging({ pageNumber: pageSize === paging.pageSize ? pageNumber : 1, pageSize }),
    groups, groupFilter, onGroupFilter: (groupId) => { setGroupFilter(groupId); firstPage(); },
    text, onText: (value) => { setText(value); firstPage(); },
    formOpen: form !== null,
    onToggleForm: () => setForm(form === null ? { mode: 'create', draft: newDraft(all), errors: {} } : null),
    onEdit: (row) => setForm({ mode: 'edit', draft: draftOf(row), errors: {} }),
    form: form === null ? null : {
      ...form, groups, saving: save.isPending,
      onChange: (change) => setForm((current) => (current === null ? current : {
        ...current, draft: { ...current.draft, ...change }, errors: Object.fromEntries(Object.entries(current.errors).filter(([field]) => !(field in change))),
      })),
      onSubmit: () => {
        const checked = visitOptionOf(form.draft, groups);
        if ('errors' in checked) setForm({ ...form, errors: checked.errors });
        else save.mutate({ option: checked.option, mode: form.mode === 'create' ? 'create' : 'update' });
      },
      onClose: () => setForm(null),
    },
  };
}
