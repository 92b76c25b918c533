import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { DIAGNOSIS_SOURCES, DIAGNOSIS_SOURCE_LABELS, type DiagnosisSource } from '@rafdesk/core';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { TabPanel, TabView } from 'primereact/tabview';

export type FastCodingTab = 'single' | 'list';

/** A code the Optimizer leaves out, why, and the HCC that makes it redundant. */
export interface LeftOutCode {
  readonly code: string;
  readonly reason: string;
  readonly trumpedBy: string | null;
}

/** What Insert would add, computed in the browser before anything is sent. */
export interface InsertPreview {
  readonly codes: readonly string[];
  readonly kept: readonly string[];
  readonly leftOut: readonly LeftOutCode[];
}

export interface FastCodingViewProps {
  readonly recordLabel: string | null;
  readonly onClose: () => void;
  readonly tab: FastCodingTab;
  readonly onTabChange: (tab: FastCodingTab) => void;
  readonly onSearchText: (text: string) => void;
  readonly options: readonly { readonly code: string; readonly label: string }[];
  readonly selected: readonly string[];
  readonly onSelected: (codes: string[]) => void;
  readonly searchHint: string | null;
  readonly pasted: string;
  readonly onPasted: (text: string) => void;
  /** The Optimizer checkbox (MAG roles); null hides it. */
  readonly optimizer: null | { readonly checked: boolean; readonly onChange: (checked: boolean) => void };
  readonly preview: InsertPreview | null;
  /** Where the inserted codes were documented (from PY2027 audio-only and unlinked chart review do not count). */
  readonly source: DiagnosisSource;
  readonly onSource: (source: DiagnosisSource) => void;
  readonly inserting: boolean;
  readonly onInsert: () => void;
}

function PreviewPanel({ preview }: { preview: InsertPreview }) {
  if (preview.codes.length === 0) return null;
  return (
    <div className="fast-coding__preview" aria-label="Insert preview">
      <p>To insert: <strong>{preview.kept.length === 0 ? 'nothing' : preview.kept.join(', ')}</strong></p>
      {preview.leftOut.length > 0 && (
        <ul className="fast-coding__left-out">
          {preview.leftOut.map((code) => <li key={code.code}><strong>{code.code}</strong>: {code.reason}</li>)}
        </ul>
      )}
    </div>
  );
}

const SOURCE_OPTIONS = DIAGNOSIS_SOURCES.map((value) => ({ value, label: DIAGNOSIS_SOURCE_LABELS[value] }));

/** Fast Coding Search: pick diagnostics (Single / Multiple) or paste a list (By list), optionally through the Optimizer, then Insert. */
export function FastCodingView(props: FastCodingViewProps) {
  const { recordLabel, onClose, tab, onTabChange, onSearchText, options, selected, onSelected, searchHint, pasted, onPasted, optimizer, preview, source, onSource, inserting, onInsert } = props;
  const footer = (
    <div className="fast-coding__footer">
      <span className="fast-coding__source">
        <label htmlFor="fast-coding-source">Diagnosis source</label>
        <Dropdown inputId="fast-coding-source" placeholder="Select a source" value={source} options={SOURCE_OPTIONS} onChange={(event) => onSource(event.value as DiagnosisSource)} />
      </span>
      {optimizer && (
        <span className="fast-coding__optimizer">
          <Checkbox inputId="fast-coding-optimizer" checked={optimizer.checked} onChange={(event) => optimizer.onChange(event.checked === true)} />
          <label htmlFor="fast-coding-optimizer">Optimizer</label>
        </span>
      )}
      <Button label="Close" text onClick={onClose} />
      <Button label="Insert" icon="pi pi-check" loading={inserting} onClick={onInsert} />
    </div>
  );
  return (
    <Dialog header={`Fast Coding Search - Record ID ${recordLabel ?? ''}`} visible={recordLabel !== null} onHide={onClose} footer={footer} style={{ width: 'min(48rem, 96vw)' }}>
      <TabView activeIndex={tab === 'single' ? 0 : 1} onTabChange={(event) => onTabChange(event.index === 0 ? 'single' : 'list')}>
        <TabPanel header="Single / Multiple">
          {/* The results read "E11.65 - …"; filtering by the code too keeps a code typed without its dot (E1165) matching. */}
          <MultiSelect value={[...selected]} options={options.map((option) => ({ label: option.label, value: option.code }))} filter filterBy="label,value" resetFilterOnHide={false}
            onFilter={(event) => onSearchText(event.filter)} onChange={(event) => onSelected(event.value as string[])}
            placeholder="Diagnostic Code / Description" display="chip" className="w-full" aria-label="Diagnostics" emptyFilterMessage={searchHint ?? 'No results found'} />
          {searchHint && <small className="fast-coding__hint">{searchHint}</small>}
        </TabPanel>
        <TabPanel header="By list">
          <label htmlFor="fast-coding-list" className="fast-coding__label">Paste List Here</label>
          <InputTextarea id="fast-coding-list" rows={20} value={pasted} onChange={(event) => onPasted(event.target.value)} className="w-full" placeholder="Paste List Here" />
        </TabPanel>
      </TabView>
      {preview && <PreviewPanel preview={preview} />}
    </Dialog>
  );
}
