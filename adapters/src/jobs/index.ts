export * from './pg-boss-jobs.js';
export * from './pg-boss-radv-runner.js';
export * from './figure-recompute-queue.js';
