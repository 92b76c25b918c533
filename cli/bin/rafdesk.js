#!/usr/bin/env node
// Runs the compiled CLI; `npm install` builds it (the root `prepare` script).
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv);
