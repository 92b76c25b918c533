import type { RadvAuditRepository, RadvPackStore, RadvPackTools } from '../../radv/radv-ports.js';
import type { AppPorts } from '../app-ports.js';

/** What the RADV use cases read and write: the portal's ports, the audits, where pack bytes are kept and the PDF/zip tools. */
export interface RadvPorts extends Pick<AppPorts, 'unitOfWork' | 'clock' | 'settings' | 'patients' | 'doctors' | 'users' | 'progressNotes' | 'auditLog'> {
  readonly radvAudits: RadvAuditRepository;
  readonly radvPackStore: RadvPackStore;
  readonly radvTools: RadvPackTools;
}
