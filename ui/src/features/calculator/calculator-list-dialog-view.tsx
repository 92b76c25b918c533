import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { TabPanel, TabView } from 'primereact/tabview';

export interface CalculatorListDialogViewProps {
  readonly visible: boolean;
  readonly pasted: string;
  readonly onPasted: (text: string) => void;
  /** False until the RAF engine has loaded (Insert waits for it). */
  readonly ready: boolean;
  /** The Optimizer (internal roles incl. Training); null hides it. */
  readonly optimizer: null | { readonly checked: boolean; readonly onChange: (checked: boolean) => void };
  /** Codes the Optimizer would leave out, with the reason; shown before Insert. */
  readonly leftOut: readonly { readonly code: string; readonly reason: string }[];
  readonly onClose: () => void;
  readonly onInsert: () => void;
}

/** The calculator's Fast Coding Search: only the 'By list' tab. */
export function CalculatorListDialogView({ visible, pasted, onPasted, ready, optimizer, leftOut, onClose, onInsert }: CalculatorListDialogViewProps) {
  const footer = (
    <div className="calculator-dialog__footer">
      {optimizer && (
        <span className="calculator-dialog__optimizer">
          <Checkbox inputId="calc-optimizer" checked={optimizer.checked} onChange={(event) => optimizer.onChange(event.checked === true)} />
          <label htmlFor="calc-optimizer">Optimizer</label>
        </span>
      )}
      <Button label="Close" text onClick={onClose} />
      <Button label="Insert" icon="pi pi-check" disabled={!ready} loading={!ready} onClick={onInsert} />
    </div>
  );
  return (
    <Dialog header="Fast Coding Search" visible={visible} onHide={onClose} footer={footer} style={{ width: 'min(40rem, 96vw)' }}>
      <TabView>
        <TabPanel header="By list">
          <label htmlFor="calc-list" className="calculator-dialog__label">Paste List Here</label>
          <InputTextarea id="calc-list" rows={20} className="w-full" placeholder="Paste List Here" value={pasted} onChange={(event) => onPasted(event.target.value)} />
        </TabPanel>
      </TabView>
      {leftOut.length > 0 && (
        <ul className="calculator-dialog__left-out" aria-label="Left out by the Optimizer">
          {leftOut.map((code) => <li key={code.code}><strong>{code.code}</strong>: {code.reason}</li>)}
        </ul>
      )}
    </Dialog>
  );
}
