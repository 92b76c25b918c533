import { z } from 'zod';
import type { RecordId } from '../domain/ids.js';
import { RADV_MAX_MEMBERS, RadvAuditDetailSchema, RadvAuditViewSchema, type RadvAuditDetail, type RadvAuditView } from '../radv/radv-audit.js';
import type { StoredRadvAudit } from '../radv/radv-ports.js';
import { auditView } from '../usecases/radv/radv-queries.js';
import type { RadvPackFile } from '../usecases/radv/radv-queries.js';
import { idField, paymentYearField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, fileAnswer } from './endpoint-codec.js';

// RADV evidence packs (issue 35): an audit tracker per contract and payment year, its pack built in the background, the zip.

/** The largest member list accepted (base64 of a .csv or .xlsx): a few hundred contract numbers are a few kilobytes. */
export const RADV_MEMBER_FILE_LIMIT = 2 * 1024 * 1024;

const CreateAuditBodySchema = z.object({
  contract: z.string().max(16),
  paymentYear: paymentYearField,
  dueDate: z.string().max(10),
  /** Members picked on screen, by record id. */
  recordIds: z.array(idField).max(RADV_MAX_MEMBERS, `may name at most ${RADV_MAX_MEMBERS} members`).optional(),
  /** Or a member list: a .csv or .xlsx of contract numbers, base64. */
  fileName: z.string().min(1).max(255).optional(),
  content: z.base64().max(RADV_MEMBER_FILE_LIMIT).optional(),
}).refine((body) => (body.recordIds !== undefined) !== (body.content !== undefined), { message: 'give either recordIds (members picked) or a member list file (fileName and content)', path: ['recordIds'] })
  .refine((body) => body.content === undefined || body.fileName !== undefined, { message: 'name the member list file', path: ['fileName'] });

/** A new audit as the web app sends it. */
export interface RadvAuditCreation {
  readonly contract: string;
  readonly paymentYear: number | null;
  readonly dueDate: string;
  readonly members: { readonly kind: 'records'; readonly recordIds: readonly RecordId[] } | { readonly kind: 'file'; readonly fileName: string; readonly contentBase64: string };
}

export const createRadvAuditEndpoint = coded(endpoint({
  method: 'POST', path: 'Radv/CreateAudit',
  summary: 'Open a RADV audit (MA contract id, payment year, due date, members picked by record id or a .csv/.xlsx of contract numbers, base64) and start building its evidence pack in the background',
  access: { permission: 'radv.manage' }, body: CreateAuditBodySchema, response: RadvAuditViewSchema, audit: 'radv.create', successStatus: 201,
}), {
  encodeInput: (request: RadvAuditCreation) => ({
    json: {
      contract: request.contract, dueDate: request.dueDate, paymentYear: request.paymentYear ?? undefined,
      ...(request.members.kind === 'records' ? { recordIds: [...request.members.recordIds] } : { fileName: request.members.fileName, content: request.members.contentBase64 }),
    },
  }),
  decodeInput: ({ body }): RadvAuditCreation => ({
    contract: body.contract, dueDate: body.dueDate, paymentYear: body.paymentYear ?? null,
    members: body.recordIds !== undefined ? { kind: 'records', recordIds: body.recordIds.map((id) => id as RecordId) } : { kind: 'file', fileName: body.fileName ?? '', contentBase64: body.content ?? '' },
  }),
  encodeOutput: (audit: StoredRadvAudit): RadvAuditView => auditView(audit, null),
  decodeOutput: (wire): RadvAuditView => wire,
});

export const radvAuditsEndpoint = coded(endpoint({
  method: 'GET', path: 'Radv/Audits',
  summary: 'The RADV audit tracker: audits in reach (contract, payment year, due date, members, status, build progress, members ready / weak / unsupported), newest first',
  access: { permission: 'radv.manage' }, response: z.array(RadvAuditViewSchema), audit: 'radv.list',
}), {
  encodeInput: () => ({}),
  decodeInput: (): void => undefined,
  encodeOutput: (rows: RadvAuditView[]) => rows,
  decodeOutput: (wire): RadvAuditView[] => wire,
});

const AuditParamsSchema = z.object({ id: idField });

export const radvAuditEndpoint = coded(endpoint({
  method: 'GET', path: 'Radv/Audit/:id',
  summary: "One RADV audit: its status and progress, each member's cover sheet (billed HCC, chosen records, checklist, ready / weak / unsupported with the reasons) and the pack's manifest with the SHA-256 of every file",
  access: { permission: 'radv.manage' }, params: AuditParamsSchema, response: RadvAuditDetailSchema, audit: 'radv.read',
}), {
  encodeInput: (id: number) => ({ params: { id } }),
  decodeInput: ({ params }): number => params.id,
  encodeOutput: (detail: RadvAuditDetail) => detail,
  decodeOutput: (wire): RadvAuditDetail => wire,
});

/** A download, not JSON: the server writes the zip itself (see its route). */
export const radvPackDownloadEndpoint = coded(endpoint({
  method: 'GET', path: 'Radv/Download/:id',
  summary: "A built RADV pack as a zip: one PDF per member (cover sheet and chosen records, the member's name and date of birth on every page), cover-sheets.json and manifest.json (SHA-256 of every file)",
  access: { permission: 'radv.manage' }, params: AuditParamsSchema, audit: 'radv.download',
}), {
  encodeInput: (id: number) => ({ params: { id } }),
  decodeInput: ({ params }): number => params.id,
  ...fileAnswer<RadvPackFile>(),
});
