import { useParams } from 'react-router-dom';
import { RecordsView } from './records-view.js';
import { useRecordsScreen } from './use-records-screen.js';

/** /record/:recordID (RecordsView) */
export function RecordsScreen() {
  const { recordID } = useParams();
  return <RecordsView {...useRecordsScreen(recordID)} />;
}
