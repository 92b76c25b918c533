import { runImport } from './run-import.js';

// `npm run tables:import -- <cms-folder>`: relative paths are the caller's, not npm's (which runs from the repository root).
process.exitCode = runImport(process.argv.slice(2), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (text) => process.stdout.write(text),
  error: (text) => process.stderr.write(text),
});
