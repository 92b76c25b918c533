/**
 * RADV evidence packs: an audit (contract, payment year, members, due date), each member's billed HCCs with the best
 * one or two signed records scored against CMS's medical record reviewer checklist (`compliance/radv-*`), the cover
 * sheet, and the pack's manifest. Pure logic and ports; the use cases in `usecases/radv` build and keep the packs.
 */
export * from './radv-audit.js';
export * from './billed-hccs.js';
export * from './cover-sheet.js';
export * from './member-list.js';
export * from './radv-ports.js';
