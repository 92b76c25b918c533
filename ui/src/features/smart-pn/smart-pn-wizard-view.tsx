import { DxTabView } from './dx-tab-view.js';
import { InformationTabView } from './information-tab-view.js';
import { SoapTabView } from './soap-tab-view.js';
import { SummaryTabView } from './summary-tab-view.js';
import { WizardFrameView } from './wizard-frame-view.js';
import type { SmartPnWizardProps } from './use-smart-pn-wizard.js';

/** The wizard: its frame with the current tab's content. */
export function SmartPnWizardView(props: SmartPnWizardProps) {
  const { frame } = props;
  return (
    <WizardFrameView {...frame}>
      {frame.broken ? null : frame.tab === 0 ? <InformationTabView {...props.info} />
        : frame.tab === 1 ? <SoapTabView {...props.soap} />
          : frame.tab === 2 ? <DxTabView {...props.dx} />
            : <SummaryTabView {...props.summary} />}
    </WizardFrameView>
  );
}
