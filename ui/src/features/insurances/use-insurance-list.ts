import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { type Insurance, INSURANCE_SORT_FIELDS, endpointKey, fieldErrors, listInsurancesEndpoint, validateInsuranceForm } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useService } from '../../shared/services/services.js';
import { useStatusToggle } from '../../shared/status/use-status-toggle.js';
import type { InsuranceListViewProps } from './insurance-list-view.js';
import { insurancesClient } from './insurances-client.js';

/** The Insurance List: paged and sorted on the server, the status toggle with its dialogs, and the Add/Edit modal checked by core's insurance rule. */
export function useInsuranceList(): InsuranceListViewProps {
  const api = useService('api');
  const client = useMemo(() => insurancesClient(api), [api]);
  const list = usePagedList(endpointKey(listInsurancesEndpoint), {}, (request) => client.list(request), { sortFields: INSURANCE_SORT_FIELDS });
  const status = useStatusToggle<Insurance>({
    noun: 'insurance', keyOf: (row) => String(row.id), activeOf: (row) => row.active,
    save: (row, active) => client.setStatus(row.id, active), reload: list.invalidate,
  });
  const [form, setForm] = useState<{ editing: Insurance | null; name: string; error: string | undefined } | null>(null);
  const saySaved = useSaySaved();
  const save = useMutation({
    mutationFn: (input: { name: string; id: Insurance['id'] | null }) => fromResult(client.save(input.name, input.id)),
    onSuccess: (_saved, input) => {
      setForm(null);
      list.invalidate();
      saySaved(input.id === null ? `The insurance ${input.name} was added` : `The insurance was renamed ${input.name}`);
    },
  });
  const submit = () => {
    if (form === null) return;
    const checked = validateInsuranceForm({ id: form.editing?.id ?? null, name: form.name });
    if (checked.isErr()) {
      setForm({ ...form, error: fieldErrors(checked.error).name?.[0] });
      return;
    }
    setForm({ ...form, error: undefined });
    save.mutate({ name: checked.value.name.trim(), id: form.editing?.id ?? null });
  };
  return {
    ...pagedRowsOf(list),
    shownActive: status.shownActive, onToggle: status.onToggle, status: status.dialogs,
    onAdd: () => setForm({ editing: null, name: '', error: undefined }),
    onEdit: (row) => setForm({ editing: row, name: row.name, error: undefined }),
    form: {
      visible: form !== null, editing: form?.editing != null, name: form?.name ?? '', error: form?.error, saving: save.isPending,
      onName: (name) => setForm((current) => (current === null ? current : { ...current, name, error: undefined })),
      onSubmit: submit, onClose: () => setForm(null),
    },
  };
}
