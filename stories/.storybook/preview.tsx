import './raf-tables.js';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '../../ui/src/styles.css';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { ACCESSIBLE_PRIME } from '../../ui/src/shared/components/prime-pass-through.js';

/** Every story renders inside a router, since the views use links, with the app's accessibility pass-through of PrimeReact. */
const preview: Preview = {
  decorators: [(Story) => <PrimeReactProvider value={ACCESSIBLE_PRIME}><MemoryRouter><Story /></MemoryRouter></PrimeReactProvider>],
  // The a11y panel fails a story on any violation; the same axe rules run on every story in `npm test`.
  parameters: { layout: 'padded', controls: { expanded: true }, a11y: { test: 'error' } },
};

export default preview;
