import { useParams } from 'react-router-dom';
import { useGapsSlots } from '../../shared/components/gaps-slot.js';
import { useComplianceSlots } from '../../shared/components/compliance-slot.js';
import { useSmartPnModal } from '../../shared/components/smart-pn-slot.js';
import { RecordsView } from './records-view.js';
import { useRecordsScreen } from './use-records-screen.js';

/** /record/:recordID (RecordsView) */
export function RecordsScreen() {
  const { recordID } = useParams();
  const { smartPnModal, gapsRequest, ...view } = useRecordsScreen(recordID);
  const SmartPnModal = useSmartPnModal();
  const gaps = useGapsSlots();
  const compliance = useComplianceSlots();
  const onDocument = gapsRequest?.onDocument ?? null;
  return (
    <>
      <RecordsView {...view} gapsPanel={gaps && gapsRequest && (
        <gaps.OpenGapsPanel recordId={gapsRequest.recordId} codingRevision={gapsRequest.codingRevision} headingLevel={2} documentLabel="Add the code"
          onDocument={onDocument && ((choice) => onDocument(choice.code))} />
      )} compliancePanel={compliance && gapsRequest && (
        <compliance.RecordCompliancePanel recordId={gapsRequest.recordId} codingRevision={gapsRequest.codingRevision} headingLevel={2} />
      )} />
      {smartPnModal && SmartPnModal && <SmartPnModal {...smartPnModal} />}
    </>
  );
}
