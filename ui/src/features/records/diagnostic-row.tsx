import { memo, useState } from 'react';
import type { BillingSemester } from '@rafdesk/core';
import type { DiagnosticLine } from './diagnostic-line.js';

/** What a row does; the table hands each row the same functions on every render, so unchanged rows are not drawn again. */
export interface RowActions {
  readonly onToggleExpanded: (line: DiagnosticLine) => void;
  readonly onBilling: (line: DiagnosticLine, semester: BillingSemester) => void;
  readonly onActive: (line: DiagnosticLine) => void;
  readonly onAttach: ((line: DiagnosticLine) => void) | null;
  readonly onDelete: ((line: DiagnosticLine) => void) | null;
}

interface DiagnosticRowProps {
  readonly line: DiagnosticLine;
  readonly expanded: boolean;
  readonly attachDisabled: boolean;
  readonly deleteDisabled: boolean;
  readonly columnCount: number;
  readonly actions: RowActions;
}

/**
 * A row's check box. While its own change is saved the row is disabled, and a disabled input drops focus to the page:
 * the focused box stays focusable (aria-disabled, its clicks refused) until the save ends or focus leaves it.
 */
function Check({ label, checked, disabled, onChange, control }: { label: string; checked: boolean; disabled: boolean; onChange: () => void; control: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <td role="cell" className={`diagnostic-control diagnostic-control--${control}`}>
      <input type="checkbox" className="diagnostic-check" aria-label={label} checked={checked} disabled={disabled && !focused} aria-disabled={disabled || undefined}
        onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}
        onClick={(event) => { if (disabled) event.preventDefault(); }} onChange={() => { if (!disabled) onChange(); }} />
    </td>
  );
}
const check = (control: string, label: string, checked: boolean, disabled: boolean, onChange: () => void) =>
  <Check control={control} label={label} checked={checked} disabled={disabled} onChange={onChange} />;

const sameLine = (a: DiagnosticLine, b: DiagnosticLine) => (Object.keys(a) as (keyof DiagnosticLine)[]).every((key) => a[key] === b[key]);

/**
 * One diagnostic of the records table and its details row. Plain table cells with the theme's classes: a record
 * can hold a thousand diagnostics, and the table must draw them within a second.
 */
export const DiagnosticRow = memo(function DiagnosticRow({ line, expanded, attachDisabled, deleteDisabled, columnCount, actions }: DiagnosticRowProps) {
  return (
    <>
      <tr role="row" className={line.index % 2 === 0 ? 'p-row-odd' : undefined}>
        <td role="cell" className="record-controls">
          <button type="button" className="p-row-toggler p-link" aria-expanded={expanded} aria-label={`${expanded ? 'Collapse' : 'Expand'} ${line.code}`} onClick={() => actions.onToggleExpanded(line)}>
            <span className={`p-row-toggler-icon pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
          </button>
        </td>
        <td role="cell">{line.index}</td>
        <td role="cell">
          {line.code}
          {line.documentedOn && <i className="pi pi-file-check documented-mark" role="img" aria-label={`Documented by a progress note of ${line.documentedOn}`} title={`Documented by a progress note of ${line.documentedOn}`} />}
          {line.distinguishedBy && <span className="diagnostic-occurrence">{line.distinguishedBy}</span>}
        </td>
        <td role="cell">{line.description}</td>
        <td role="cell">{line.v24Hcc1}</td>
        <td role="cell">{line.v28Hcc1}</td>
        <td role="cell">{line.v24Hcc2}</td>
        <td role="cell">{line.v28Hcc2}</td>
        <td role="cell">{line.clinicalManifestations}</td>
        <td role="cell">{line.treatment}</td>
        <td role="cell">{line.alert || 'No Alert'}</td>
        <td role="cell"><span className={line.specialtyToValidate ? 'specialty--validate' : undefined}>{line.specialty}</span></td>
        <td role="cell">{line.provider}</td>
        {check('bfs', `Billing First Semester ${line.code}`, line.billedFirstSemester, line.billingDisabled, () => actions.onBilling(line, 1))}
        {check('bss', `Billing Second Semester ${line.code}`, line.billedSecondSemester, line.billingDisabled, () => actions.onBilling(line, 2))}
        {check('active', `Active ${line.code}`, line.active, line.activeDisabled, () => actions.onActive(line))}
        {/* An inactive diagnostic cannot be attached (the server refuses it); one attached before may still be detached. */}
        {actions.onAttach && check('attach', `Attach ${line.code}`, line.attached, attachDisabled || (!line.active && !line.attached), () => actions.onAttach?.(line))}
        {actions.onDelete && (
          <td role="cell" className="record-controls diagnostic-control diagnostic-control--delete">
            <button type="button" className="p-button p-component p-button-icon-only p-button-rounded p-button-text p-button-danger" aria-label={`Delete ${line.code}`}
              disabled={deleteDisabled} onClick={() => actions.onDelete?.(line)}>
              <span className="p-button-icon p-c pi pi-trash" aria-hidden="true" />
            </button>
          </td>
        )}
      </tr>
      {expanded && (
        <tr role="row" className="p-datatable-row-expansion">
          <td role="cell" colSpan={columnCount}>
            <dl className="diagnostic-details">
              <div><dt>Clinical Manifestations</dt><dd>{line.clinicalManifestations}</dd></div>
              <div><dt>Treatment</dt><dd>{line.treatment}</dd></div>
              <div><dt>Alert</dt><dd>{line.alert || 'No Alert'}</dd></div>
              <div><dt>Provider</dt><dd>{line.provider}</dd></div>
              <div><dt>Service Date</dt><dd>{line.serviceDate}</dd></div>
              <div><dt>Diagnosis Source</dt><dd>{line.source}</dd></div>
            </dl>
          </td>
        </tr>
      )}
    </>
  );
}, (before, after) => sameLine(before.line, after.line) && before.expanded === after.expanded && before.attachDisabled === after.attachDisabled
  && before.deleteDisabled === after.deleteDisabled && before.columnCount === after.columnCount && before.actions === after.actions);
