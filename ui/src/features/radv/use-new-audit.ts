import { useState } from 'react';
import type { PatientListRow, RadvAuditView, RecordId } from '@rafdesk/core';
import { bytesToBase64 } from '../../shared/format/base64.js';
import { isoDateText } from '../../shared/format/date-text.js';
import { usePaymentYearsQuery } from '../../shared/query/use-payment-years.js';
import type { MemberChoice } from './member-pick-view.js';
import type { MemberSource, NewAuditDialogViewProps } from './new-audit-dialog-view.js';
import type { RadvClient } from './radv-client.js';
import { dueDateOfTyped, fieldErrorsOf } from './radv-words.js';

const choiceOf = (row: PatientListRow): MemberChoice => ({
  recordId: row.recordId, patientName: row.patientName, dateOfBirth: isoDateText(row.dateOfBirth), contractNumber: row.insuranceContractNumber,
});

const EMPTY = { contract: '', dueDate: '', search: '' };
const NOT_SENT = 'The audit could not be opened. Try again in a moment.';

/** The new-audit dialog: its fields, the member pick by patient search or a .csv/.xlsx, and the server's refusal by field. */
export function useNewAudit(client: RadvClient, onOpened: (audit: RadvAuditView) => void): { readonly dialog: NewAuditDialogViewProps; readonly openDialog: () => void } {
  const years = usePaymentYearsQuery().data;
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  // Null: the portal's payment year, which the dropdown shows chosen.
  const [paymentYear, setPaymentYear] = useState<number | null>(null);
  const [source, setSource] = useState<MemberSource>('pick');
  const [file, setFile] = useState<File | null>(null);
  const [found, setFound] = useState<readonly MemberChoice[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState<readonly MemberChoice[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setOpen(false);
    setFields(EMPTY); setPaymentYear(null); setSource('pick'); setFile(null); setFound(null); setPicked([]); setErrors({});
  };

  const membersOf = async () => (source === 'file' && file !== null
    ? { kind: 'file' as const, fileName: file.name, contentBase64: bytesToBase64(new Uint8Array(await file.arrayBuffer())) }
    : { kind: 'records' as const, recordIds: picked.map((choice) => choice.recordId as RecordId) });

  const submit = async () => {
    // A file not chosen yet is the one check made here: the server is asked for members picked or a file, not neither.
    if (source === 'file' && file === null) return setErrors({ file: 'Choose the member list (.csv or .xlsx)' });
    setBusy(true);
    setErrors({});
    const request = { contract: fields.contract.trim(), paymentYear: paymentYear ?? years?.current ?? null, dueDate: dueDateOfTyped(fields.dueDate), members: await membersOf() };
    await client.create(request).match((audit) => {
      close();
      onOpened(audit);
    }, (problem) => setErrors(problem.kind === 'Refused' ? fieldErrorsOf(problem.messages) : { form: NOT_SENT }));
    setBusy(false);
  };

  const search = () => {
    setSearching(true);
    void client.searchPatients(fields.search.trim()).match((rows) => setFound(rows.map(choiceOf)), () => setFound([])).finally(() => setSearching(false));
  };

  const shownYear = paymentYear ?? years?.current ?? null;
  return {
    openDialog: () => setOpen(true),
    dialog: {
      open, contract: fields.contract, dueDate: fields.dueDate, paymentYear: shownYear,
      paymentYears: years?.years ?? (shownYear === null ? [] : [shownYear]),
      source, fileName: file?.name ?? null, busy, errors,
      pick: {
        search: fields.search, searching, found, picked,
        onSearchText: (text) => setFields((current) => ({ ...current, search: text })),
        onSearch: search,
        onPick: (recordId) => {
          const choice = found?.find((candidate) => candidate.recordId === recordId);
          if (choice) setPicked((current) => (current.some((other) => other.recordId === recordId) ? current : [...current, choice]));
        },
        onUnpick: (recordId) => setPicked((current) => current.filter((choice) => choice.recordId !== recordId)),
      },
      onText: (field, value) => setFields((current) => ({ ...current, [field]: value })),
      onPaymentYear: setPaymentYear,
      onSource: setSource,
      onFile: setFile,
      onSubmit: () => void submit(),
      onClose: close,
    },
  };
}
