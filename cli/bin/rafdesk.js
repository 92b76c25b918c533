#!/usr/bin/env node
// Runs the compiled CLI; `npm install` builds it (the root `prepare` script).
import { main } from '../dist/main.js';

// A bug is one line and exit 70, as the README's table says, not a stack trace; RAFDESK_DEBUG=1 adds the trace.
const bug = (error) => {
  process.stderr.write(`error: an unexpected error, a bug in rafdesk (RAFDESK_DEBUG=1 shows where): ${error instanceof Error ? error.message : String(error)}\n`);
  if (process.env.RAFDESK_DEBUG) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
  process.exit(70);
};
process.on('uncaughtException', bug);
process.on('unhandledRejection', bug);
try {
  process.exitCode = await main(process.argv);
} catch (error) {
  bug(error);
}
