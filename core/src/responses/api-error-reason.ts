import type { ApiError } from './api-client.js';

/** Why a call failed, in words a user reads after "… could not be saved:" (the server's own reasons when it gave some). */
export function apiErrorReason(error: ApiError): string {
  switch (error.kind) {
    case 'Refused': return error.messages.join('; ') || `the server refused it (${error.status})`;
    case 'Unauthorized': return 'the session has ended';
    case 'UnderMaintenance': return 'the portal is under maintenance';
    case 'ServerFailed': return `the server failed (${error.status})`;
    case 'Unreachable': return 'the server could not be reached';
    case 'InvalidAnswer': return 'the server answered in an unexpected form';
    case 'Cancelled': return 'the request was cancelled';
  }
}
