import { nodeRafTables } from '@rafdesk/adapters/tables';
import { installRafTables } from '@rafdesk/core/raf';

// Runs before every file of the Node test projects (core, adapters, cli, tests): the engine reads its data
// files from core/data/raf, as the CLI's and the server's composition roots install it (the web app's tests install
// the web app's own source, ui/src/raf-tables.ts).
installRafTables(nodeRafTables());
