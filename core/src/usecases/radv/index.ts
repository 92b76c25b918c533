export * from './radv-use-case-ports.js';
export * from './member-candidates.js';
export * from './build-radv-pack.js';
export * from './create-radv-audit.js';
export * from './radv-queries.js';
export * from './radv-build-runner.js';
export * from './resume-radv-builds.js';
export * from './run-radv-build.js';
