// The audit trail is a hash chain (HIPAA 45 CFR 164.312(b) audit controls, (c)(1) integrity): each line stores the
// SHA-256 of the previous line's hash followed by its own content, so editing, removing or reordering a stored line
// breaks every hash after it. Core cannot import node:crypto; the digest is handed in by the adapter that has one.

/** SHA-256 of a UTF-8 text as 64 lowercase hex digits. */
export type Sha256 = (text: string) => string;

/** The hash the first chained line follows. */
export const AUDIT_CHAIN_GENESIS = '0'.repeat(64);

/** The stored fields of one audit line that its hash covers (its id is the chain's order, so it is not hashed). */
export interface ChainedContent {
  readonly at: Date;
  readonly userId: string | null;
  readonly action: string;
  readonly recordId: string | null;
  readonly outcome: string;
  readonly ip: string | null;
  readonly requestId: string | null;
}

/** One stored line as the verifier reads it: its id (the chain's order), content and stored hash (null before the chain). */
export interface ChainedLine {
  readonly id: string;
  readonly content: ChainedContent;
  readonly hash: string | null;
}

/**
 * The canonical text of a line: a JSON array of its fields in a fixed order, the instant in ISO 8601 UTC. JSON keeps
 * every field's bounds (a comma or quote in one cannot pass for another field), and an absent field (null) apart from ''.
 */
export function chainedContentText(content: ChainedContent): string {
  return JSON.stringify([content.at.toISOString(), content.userId, content.action, content.recordId, content.outcome, content.ip, content.requestId]);
}

/** The hash of a line that follows `previous`: SHA-256(previous hash ‖ canonical content). */
export function chainHash(previous: string, content: ChainedContent, sha256: Sha256): string {
  return sha256(previous + chainedContentText(content));
}

/** Where a verification stands after some lines: the hash the next line must follow, or the first broken line. */
export type ChainCheck =
  | { readonly kind: 'Intact'; readonly head: string | null; readonly lastLineId: string | null; readonly checked: number; readonly unchained: number }
  | { readonly kind: 'Broken'; readonly lineId: string; readonly checked: number }
  | { readonly kind: 'TailRemoved'; readonly lastLineId: string | null; readonly checked: number };

/** A verification before its first line. `head` null: no chained line seen yet. */
export const CHAIN_START: ChainCheck = { kind: 'Intact', head: null, lastLineId: null, checked: 0, unchained: 0 };

/**
 * Checks lines in id order, continuing from `from` (so a long trail is verified page by page): each chained line's
 * hash must equal {@link chainHash} of the one before it (the first chained line follows {@link AUDIT_CHAIN_GENESIS}).
 * Lines written before the chain existed carry no hash and are counted as unchained; one without a hash after the
 * chain began is a break. Stops at, and names, the first broken line: every line after it follows a forged link.
 */
export function verifyAuditChain(lines: Iterable<ChainedLine>, sha256: Sha256, from: ChainCheck = CHAIN_START): ChainCheck {
  if (from.kind !== 'Intact') return from;
  let { head, lastLineId, checked, unchained } = from;
  for (const line of lines) {
    if (line.hash === null && head === null) {
      unchained += 1;
      lastLineId = line.id;
      continue;
    }
    if (line.hash !== chainHash(head ?? AUDIT_CHAIN_GENESIS, line.content, sha256)) return { kind: 'Broken', lineId: line.id, checked };
    head = line.hash;
    lastLineId = line.id;
    checked += 1;
  }
  return { kind: 'Intact', head, lastLineId, checked, unchained };
}

/**
 * Compares an intact chain's last hash with the head the store keeps beside it (moved in each line's transaction):
 * lines removed from the end leave an intact chain that stops short of the head.
 */
export function checkChainHead(check: ChainCheck, storedHead: string): ChainCheck {
  if (check.kind !== 'Intact' || (check.head ?? AUDIT_CHAIN_GENESIS) === storedHead) return check;
  return { kind: 'TailRemoved', lastLineId: check.lastLineId, checked: check.checked };
}
