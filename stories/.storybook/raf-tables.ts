import { err, ok } from 'neverthrow';
import { installRafTables } from '@rafdesk/core';

// Stories score at import (their fixtures are explained results), before anything could fetch a file: Storybook bundles
// the engine's data files eagerly. Imported first by preview.tsx, and the set-up file of the stories' tests.
const FILES = import.meta.glob<unknown>(['../../core/data/raf/years/*.json', '../../core/data/raf/sets/*.json'], { import: 'default', eager: true });
const PREFIX = '../../core/data/raf/';

installRafTables({
  read: (name) => (PREFIX + name in FILES ? ok(FILES[PREFIX + name]) : err({ kind: 'TableFileUnreadable', file: name, reason: 'not in the Storybook bundle' })),
});
