import { useEffect } from 'react';
import { Dialog } from 'primereact/dialog';
import { IDLE_EXEMPT_SCREEN, type RecordId } from '@rafdesk/core';
import { useService } from '../../shared/services/services.js';
import type { SmartPnModalProps } from '../../shared/components/smart-pn-slot.js';
import { SmartPnWizard } from './smart-pn-wizard.js';
import { SmartPnWizardView } from './smart-pn-wizard-view.js';
import { useWizardSources } from './smart-pn-screen.js';
import { useDraftChoice } from './use-draft-choice.js';
import { DraftOfferView } from './draft-offer-view.js';
import './smart-pn.css';

/**
 * The records view's Smart PN modal: the same wizard in a dialog that a click on the backdrop does not close (the
 * spec's modal); closing it saves at once a change still waiting for its draft save. The draft's id goes into the
 * records view's address, so a refresh or a shared link opens the modal on that draft again.
 */
export function SmartPnModal(props: SmartPnModalProps) {
  const recordId = props.recordId as RecordId;
  const { client, sources } = useWizardSources(recordId);
  const choice = useDraftChoice(client, recordId, props.draftId, props.onDraftSaved);
  const appState = useService('appState');
  // The idle log-off does not fire on the Smart PN screen, in its modal too.
  useEffect(() => {
    appState.setOverlayScreen(IDLE_EXEMPT_SCREEN);
    return () => appState.setOverlayScreen(null);
  }, [appState]);
  const dialog = (content: React.ReactNode, onHide: () => void) => (
    <Dialog visible header="Smart Progress Note" modal dismissableMask={false} onHide={onHide} className="smart-pn-dialog" style={{ width: 'min(1200px, 96vw)' }}>
      {content}
    </Dialog>
  );
  if (!sources.data || choice.kind === 'checking') return dialog(<p aria-busy={!sources.isError}>{sources.isError ? 'The note could not be opened: the record\'s information did not load.' : 'Loading…'}</p>, props.onClose);
  if (choice.kind === 'offer') return dialog(<DraftOfferView {...choice} />, props.onClose);
  return (
    <SmartPnWizard sources={sources.data} recordId={recordId} draftId={choice.draftId} attachedCodes={props.attachedCodes} client={client} onDraftSaved={props.onDraftSaved}
      render={(wizard) => dialog(<SmartPnWizardView {...wizard} />, () => {
        wizard.flush();
        props.onClose();
      })} />
  );
}
