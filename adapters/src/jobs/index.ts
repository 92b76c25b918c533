export * from './pg-boss-radv-runner.js';
