import { useParams } from 'react-router-dom';
import { useSmartPnModal } from '../../shared/components/smart-pn-slot.js';
import { RecordsView } from './records-view.js';
import { useRecordsScreen } from './use-records-screen.js';

/** /record/:recordID (RecordsView) */
export function RecordsScreen() {
  const { recordID } = useParams();
  const { smartPnModal, ...view } = useRecordsScreen(recordID);
  const SmartPnModal = useSmartPnModal();
  return (
    <>
      <RecordsView {...view} />
      {smartPnModal && SmartPnModal && <SmartPnModal {...smartPnModal} />}
    </>
  );
}
