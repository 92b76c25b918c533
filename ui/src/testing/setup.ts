import { configure } from '@testing-library/react';
import { installBundledRafTables } from '../raf-tables.js';

// Screens load lazily and answer through the real HTTP client; on a busy machine that can take more than a second.
configure({ asyncUtilTimeout: 5_000 });

// The engine's data files through the web app's own source, as the composition root installs it.
installBundledRafTables();
