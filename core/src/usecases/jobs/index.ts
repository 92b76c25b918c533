export * from './background-runner.js';
