import { Button } from 'primereact/button';

export interface DraftOfferViewProps {
  /** When the open draft was last saved, as shown. */
  readonly savedAt: string;
  readonly onContinue: () => void;
  readonly onStartNew: () => void;
}

/** The record's open draft, offered before a new note is started. */
export function DraftOfferView({ savedAt, onContinue, onStartNew }: DraftOfferViewProps) {
  return (
    <section className="smart-pn-draft-offer" role="region" aria-labelledby="draft-offer-title">
      <h2 id="draft-offer-title">A note is in progress</h2>
      <p>This record has a Smart PN draft saved {savedAt}. Continue it, or start a new note?</p>
      <div className="smart-pn-draft-offer__buttons">
        <Button type="button" label="Start a new note" outlined onClick={onStartNew} />
        <Button type="button" label="Continue the draft" icon="pi pi-file-edit" onClick={onContinue} autoFocus />
      </div>
    </section>
  );
}
