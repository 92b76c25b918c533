import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { transitionDisposition } from '../../gaps/disposition-machine.js';
import type { DispositionEventInput } from '../../gaps/disposition.js';
import { notFound } from '../../ports/repositories/storage-error.js';
import { validationFailed } from '../../validation/validation-failed.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { reachRecord } from '../records/reach-record.js';
import type { DispositionDecision, DispositionRequest } from './gap-requests.js';
import { recordGaps, type GapQueryError, type GapQueryPorts } from './gap-queries.js';
import type { RecordGaps } from './gap-views.js';
import { refreshPatientGaps } from './refresh-gaps.js';

const eventOf = (decision: DispositionDecision): DispositionEventInput => {
  switch (decision.type) {
    case 'not-present':
      return { type: 'user.notPresent', reason: decision.reason, reasonText: decision.reasonText };
    case 'defer':
      return { type: 'user.defer' };
    case 'reopen':
      return { type: 'user.reopen' };
  }
};

// The machine names the event `event`; the call names it `disposition`.
const wireField = (field: string) => (field === 'event' ? 'disposition' : field);

/**
 * A person's decision about one gap of a record's patient: not present (a reason from the fixed list, other with
 * words), deferred to the next visit, or open again. In one transaction: the machine checks the change (a refusal
 * names the field), the disposition and its history line (user and time) are stored and the patient's gaps are
 * computed again, so the worklist's open value follows. Answers the record's gaps as they now stand.
 */
export function setGapDisposition(ports: GapQueryPorts, caller: ClinicalCaller, request: DispositionRequest): ResultAsync<RecordGaps, GapQueryError> {
  const at = ports.clock.now();
  return ports.unitOfWork.run((repositories) => repositories.patients.lockRecord(request.recordId)
    .andThen(() => reachRecord(repositories, caller, request.recordId, 'gaps.dispose'))
    .andThen(({ owner }) => repositories.gaps.findSet(owner.patientId, owner.paymentYear)
      .andThen((set) => (set !== null ? okAsync(set) : refreshPatientGaps(repositories, [owner.patientId], owner.paymentYear, at).map((refresh) => refresh.sets[0] ?? null)))
      .andThen((set) => {
        const stored = set?.gaps.find((item) => item.gap.key === request.gapKey);
        if (stored === undefined) return errAsync(validationFailed([{ field: 'gapKey', message: `The patient has no gap ${request.gapKey} for payment year ${owner.paymentYear}` }]));
        return repositories.gaps.dispositions([owner.patientId], owner.paymentYear).andThen((dispositions) => {
          const current = dispositions.find((item) => item.gapKey === request.gapKey) ?? null;
          const change = transitionDisposition(current, stored.gap, eventOf(request.decision), { userId: caller.userId, at: at.toISOString() });
          if (change.isErr()) return errAsync(validationFailed(change.error.issues.map((issue) => ({ ...issue, field: wireField(issue.field) }))));
          return repositories.gaps.saveDispositions([{ patientId: owner.patientId, ...change.value }])
            .andThen(() => refreshPatientGaps(repositories, [owner.patientId], owner.paymentYear, at));
        });
      })))
    .andThen(() => recordGaps(ports, caller, request.recordId))
    .orElse((error) => (error.kind === 'NotFound' ? errAsync(notFound('record')) : errAsync(error)));
}
