import { useNavigate } from 'react-router-dom';
import type { RecordId } from '@rafdesk/core';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import type { SmartPnClient, WizardSources } from './smart-pn-client.js';
import { SmartPnWizardView } from './smart-pn-wizard-view.js';
import { useSmartPnWizard, type SmartPnWizardProps } from './use-smart-pn-wizard.js';

/** Scrolls the first invalid field into view and puts the cursor in it, once its tab has rendered. */
function focusField(field: string): void {
  window.setTimeout(() => {
    const holder = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
    if (holder === null) return;
    holder.scrollIntoView({ block: 'center' });
    (holder.matches('input, textarea, select') ? holder : holder.querySelector<HTMLElement>('input, textarea, select, button'))?.focus();
  }, 50);
}

export interface SmartPnWizardHostProps {
  readonly sources: WizardSources;
  readonly recordId: RecordId;
  readonly draftId: number | null;
  readonly attachedCodes: readonly string[];
  readonly client: SmartPnClient;
  /** After a draft's first save: the route is replaced with its id (on the page), or the id is only kept (in the modal). */
  readonly onDraftSaved: (id: number) => void;
  /** Renders the wizard's view; the modal wraps it in its dialog. */
  readonly render?: (wizard: SmartPnWizardProps) => React.ReactNode;
}

/** The wizard with its machine, wherever it is shown (its route or the records view's modal). */
export function SmartPnWizard(props: SmartPnWizardHostProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const today = useService('today');
  const clinical = useService('clinical');
  const wizard = useSmartPnWizard({
    sources: props.sources, recordId: props.recordId, draftId: props.draftId, attachedCodes: props.attachedCodes, userId: user?.userId ?? 0, today: today(), client: props.client,
    effects: {
      notePrinter: clinical.notePrinter,
      goToDashboard: () => void navigate(pathTo('Dashboard'), { replace: true }),
      replaceDraftRoute: props.onDraftSaved,
      showField: focusField,
    },
    onHistory: () => void navigate(pathTo('SmartPNHistory', { recordID: props.recordId })),
  });
  return props.render ? props.render(wizard) : <SmartPnWizardView {...wizard} />;
}
