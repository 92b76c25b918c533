import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, radvAuditEndpoint, radvAuditsEndpoint, type RadvAuditView } from '@rafdesk/core';
import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import { fromResult } from '../../shared/query/from-result.js';
import { namedDoctorId } from '../../shared/services/named-doctor.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { radvClient, type RadvClient } from './radv-client.js';
import type { RadvViewProps } from './radv-view.js';
import { auditLine, auditName, builtText, openedText, progressText } from './radv-words.js';
import { useNewAudit } from './use-new-audit.js';

/** How often the tracker reads the audits again while a pack builds. */
export const PROGRESS_POLL_MS = 1000;
const AUDITS_KEY = endpointKey(radvAuditsEndpoint);
const underWay = (audit: RadvAuditView) => audit.status === 'queued' || audit.status === 'building';

function useRadvClient(): RadvClient {
  const api = useService('api');
  const config = useService('config');
  const session = useSession();
  const token = session.user?.token ?? null;
  // Staff search the patients of the doctor they act for; the other MAG roles every doctor's.
  const doctorId = session.user === null ? null : namedDoctorId(session.user.role, session.currentDoctor, null);
  return useMemo(() => radvClient(api, () => ({ apiBase: config.apiBase, token }), () => doctorId), [api, config.apiBase, token, doctorId]);
}

/**
 * Says once that a pack finished while the screen was open; `watch` names an audit just opened, whose first read may
 * already find it built. The audits found built on the first read are not news.
 */
function useBuiltAnnouncement(audits: readonly RadvAuditView[] | undefined): (audit: RadvAuditView) => void {
  const saySaved = useSaySaved();
  const statuses = useRef(new Map<number, RadvAuditView['status']>());
  useEffect(() => {
    for (const audit of audits ?? []) {
      const before = statuses.current.get(audit.id);
      if (before !== undefined && before !== 'built' && audit.status === 'built') saySaved(builtText(audit));
      statuses.current.set(audit.id, audit.status);
    }
  }, [audits, saySaved]);
  return (audit) => { statuses.current.set(audit.id, audit.status); };
}

/** The audit tracker: the audits (read again every second while a pack builds), the new-audit dialog, the cover sheets shown, the zip. */
export function useRadvAudits(): RadvViewProps {
  const client = useRadvClient();
  const queryClient = useQueryClient();
  const saySaved = useSaySaved();
  const effects = useService('effects');
  const clinical = useService('clinical');
  const today = useService('today')();
  const audits = useQuery({
    queryKey: AUDITS_KEY, queryFn: () => fromResult(client.audits()),
    refetchInterval: (query) => (query.state.data?.some(underWay) ? PROGRESS_POLL_MS : false),
  });
  const watch = useBuiltAnnouncement(audits.data);
  const [shownId, setShownId] = useState<number | null>(null);
  const shownAudit = audits.data?.find((audit) => audit.id === shownId) ?? null;
  // Keyed by the audit's status too: the sheets, empty while the pack builds, are read again once it is built.
  const shown = useQuery({
    queryKey: endpointKey(radvAuditEndpoint, shownId, shownAudit?.status), queryFn: () => fromResult(client.audit(shownId ?? 0)), enabled: shownAudit !== null,
  });

  const { dialog, openDialog } = useNewAudit(client, (audit) => {
    saySaved(openedText(audit));
    watch(audit);
    setShownId(audit.id);
    void queryClient.invalidateQueries({ queryKey: AUDITS_KEY });
  });

  const [downloading, setDownloading] = useState<number | null>(null);
  const onDownload = (auditId: number) => {
    setDownloading(auditId);
    void client.download(auditId).match((zip) => {
      setDownloading(null);
      clinical.save({ fileName: zip.fileName, mediaType: 'application/zip', bytes: zip.bytes });
    }, () => {
      setDownloading(null);
      effects.showToast({ severity: 'danger', title: 'Error', text: 'The pack could not be downloaded' });
    });
  };

  return {
    audits: (audits.data ?? []).map((audit) => auditLine(audit, today)), loading: audits.isPending, failed: audits.isError && audits.data === undefined,
    downloading, onShow: setShownId, onDownload, onNewAudit: openDialog, newAudit: dialog,
    coverSheets: shownAudit === null ? null : {
      auditName: auditName(shownAudit), progress: progressText(shownAudit),
      // A pack still building has no sheets: the detail is read again once it is built.
      loading: shown.isPending, failed: shown.isError && shown.data === undefined, sheets: shown.data?.coverSheets ?? [],
      onClose: () => setShownId(null),
    },
  };
}
