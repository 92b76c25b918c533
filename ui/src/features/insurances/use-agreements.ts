import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InsuranceAgreementInput, AGREEMENT_SORT_FIELDS, DEFAULT_PAYMENT_YEAR, INSURANCE_REPORT_ENDPOINTS, agreementsResolveEndpoint, endpointKey, listAgreementsEndpoint } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useSearchText } from '../../shared/components/use-search-text.js';
import { usePaymentYearsQuery } from '../../shared/query/use-payment-years.js';
import { useService } from '../../shared/services/services.js';
import { type AgreementDraft, type AgreementErrors, agreementInput, draftFromAgreement, newAgreementDraft } from './agreement-draft.js';
import type { AgreementsViewProps } from './agreements-view.js';
import { insurancesClient } from './insurances-client.js';

/**
 * Insurance Agreements: the searched, paged list and the Add/Edit modal. A saved agreement changes the insurance
 * reports' figures, so their cached pages are marked stale too.
 */
export function useAgreements(): AgreementsViewProps {
  const api = useService('api');
  // A new agreement is for the year the reports show: the server's current payment year, else the one today's coding
  // pays (the manifest's, known at once: the engine and its tables need not load for a form).
  const paymentYears = usePaymentYearsQuery();
  const year = paymentYears.data?.current ?? DEFAULT_PAYMENT_YEAR;
  const client = useMemo(() => insurancesClient(api), [api]);
  const queryClient = useQueryClient();
  const list = usePagedList(endpointKey(listAgreementsEndpoint), { searchQuery: null as string | null }, (request) => client.agreements(request),
    { sortFields: AGREEMENT_SORT_FIELDS });
  const search = useSearchText(list.filter.searchQuery, (searchQuery) => list.setFilter({ searchQuery }));
  const [draft, setDraft] = useState<AgreementDraft | null>(null);
  const [errors, setErrors] = useState<AgreementErrors>({});
  const choices = useQuery({ queryKey: endpointKey(agreementsResolveEndpoint), queryFn: () => fromResult(client.agreementChoices()), enabled: draft !== null });
  const saySaved = useSaySaved();
  const save = useMutation({
    mutationFn: (input: InsuranceAgreementInput) => fromResult(client.saveAgreement(input)),
    onSuccess: (_saved, input) => {
      setDraft(null);
      list.invalidate();
      saySaved(input.id === null ? 'The agreement was added' : 'The changes to the agreement were saved');
      for (const report of Object.values(INSURANCE_REPORT_ENDPOINTS)) void queryClient.invalidateQueries({ queryKey: endpointKey(report) });
    },
  });
  const open = (next: AgreementDraft) => {
    setErrors({});
    setDraft(next);
  };
  const submit = () => {
    if (draft === null) return;
    const checked = agreementInput(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input);
  };
  return {
    ...pagedRowsOf(list), search,
    onAdd: () => open(newAgreementDraft(year)),
    onEdit: (row) => open(draftFromAgreement(row)),
    form: {
      visible: draft !== null, draft: draft ?? newAgreementDraft(year), errors, saving: save.isPending,
      doctors: (choices.data?.doctors ?? []).map((doctor) => ({ label: `${doctor.fullName} (${doctor.npi})`, value: doctor.id })),
      insurances: (choices.data?.insurances ?? []).map((insurance) => ({ label: insurance.name, value: insurance.id })),
      onChange: (change) => {
        setDraft((current) => (current === null ? current : { ...current, ...change }));
        setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))));
      },
      onSubmit: submit, onClose: () => setDraft(null),
    },
  };
}
