import {
  RADV_MEMBER_FILE_LIMIT, createRadvAudit, createRadvAuditEndpoint, listRadvAudits, radvAuditDetail, radvAuditEndpoint, radvAuditsEndpoint, radvPackDownload,
  radvPackDownloadEndpoint, type AppPorts, type RadvBuildRunner, type RadvMembers, type RadvPackFile, type RadvPorts,
} from '@rafdesk/core';
import type { FastifyReply } from 'fastify';
import { okAsync, ResultAsync } from 'neverthrow';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';
import type { RouteFailure } from '../route-failure.js';
import { readMemberListFile } from './member-list-file.js';

/** What the RADV routes need beside the portal's ports: the audits, the pack store and tools, and the build runner. */
export interface RadvRoutePorts extends AppPorts, RadvPorts {
  readonly radvRunner: RadvBuildRunner;
}

const sendZip = ({ fileName, zip }: RadvPackFile, reply: FastifyReply) => reply.code(200)
  .header('content-type', 'application/zip')
  .header('content-disposition', `attachment; filename="${fileName}"`)
  .header('cache-control', 'no-store')
  .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));

/** Radv/*: open an audit (its pack then builds in the background), the tracker, one audit with its cover sheets, the zip. */
export function radvRoutes(ports: RadvRoutePorts): RouteDefinition[] {
  return [
    implement(createRadvAuditEndpoint, (user, request) => {
      const { members } = request;
      const resolved: ResultAsync<RadvMembers, RouteFailure> = members.kind === 'records' ? okAsync(members)
        : new ResultAsync(readMemberListFile(members.fileName, Buffer.from(members.contentBase64, 'base64'))).map((rows): RadvMembers => ({ kind: 'file', fileName: members.fileName, rows }));
      return resolved.andThen((picked) => createRadvAudit(ports, user, { contract: request.contract, paymentYear: request.paymentYear, dueDate: request.dueDate, members: picked }))
        .map((audit) => (ports.radvRunner.start(audit.id), audit));
    }, { bodyLimitBytes: Math.ceil(RADV_MEMBER_FILE_LIMIT * 1.4) + 64 * 1024 }),
    implement(radvAuditsEndpoint, (user) => listRadvAudits(ports, user)),
    implement(radvAuditEndpoint, (user, id) => radvAuditDetail(ports, user, id), { auditRecordId: (_id, detail) => detail?.coverSheets.map((sheet) => sheet.recordId).join(',') || null }),
    implement(radvPackDownloadEndpoint, (user, id) => radvPackDownload(ports, user, id), { reply: sendZip }),
  ];
}
