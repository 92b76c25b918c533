import { useState } from 'react';
import { AUDIT_DATE_ORDER_MESSAGE, AUDIT_SORT_FIELDS, auditTrailEndpoint, endpointKey } from '@rafdesk/core';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useService } from '../../shared/services/services.js';
import type { AuditFilterInput } from './admin-client.js';
import { useAdminClient } from './admin-queries.js';
import type { AuditFilterDraft, AuditLogViewProps } from './audit-log-view.js';
import { auditWorkbook } from './audit-rows.js';
import { useExportProgress } from '../../shared/export/export-progress.js';

const EMPTY: AuditFilterDraft = { userName: '', recordId: '', action: '', fromDate: '', toDate: '' };
const NO_FILTER: AuditFilterInput = { userName: null, recordId: null, action: null, fromDate: null, toDate: null };

const applied = (draft: AuditFilterDraft): AuditFilterInput => ({
  userName: draft.userName.trim() || null, recordId: draft.recordId.trim() || null, action: draft.action.trim() || null,
  fromDate: draft.fromDate || null, toDate: draft.toDate || null,
});

/** The audit trail's filters (applied by Search), its pages and the Excel export of every filtered line. */
export function useAuditLog(): AuditLogViewProps {
  const client = useAdminClient();
  const clinical = useService('clinical');
  const [draft, setDraft] = useState<AuditFilterDraft>(EMPTY);
  const [filterError, setFilterError] = useState<string | null>(null);
  const exporting = useExportProgress();
  const list = usePagedList(endpointKey(auditTrailEndpoint), { filter: NO_FILTER }, (request) => client.audit(request, request.filter),
    { pageSize: 20, sortFields: AUDIT_SORT_FIELDS });
  const filterSet = Object.values(list.filter.filter).some((value) => value !== null) || Object.values(draft).some((value) => value !== '');
  const exportAll = () => exporting.run(async (onProgress) => {
    const all = await client.audit({ ...list.page, sort: list.sort }, list.filter.filter, true);
    if (all.isOk()) (await (await clinical.spreadsheets()).workbook({ ...auditWorkbook(all.value.rows), onProgress })).map(clinical.save);
  });
  return {
    draft, filterError,
    onDraft: (field, value) => setDraft((current) => ({ ...current, [field]: value })),
    onApply: () => {
      const filter = applied(draft);
      // The server refuses a reversed range too; saying it here keeps the last good page on screen.
      if (filter.fromDate !== null && filter.toDate !== null && filter.toDate < filter.fromDate) {
        setFilterError(`To ${AUDIT_DATE_ORDER_MESSAGE}`);
        return;
      }
      setFilterError(null);
      list.setFilter({ filter });
    },
    onClear: filterSet ? () => {
      setDraft(EMPTY);
      setFilterError(null);
      list.setFilter({ filter: NO_FILTER });
    } : null,
    ...pagedRowsOf(list),
    onExport: () => void exportAll(), exportProgress: exporting.progress,
  };
}
