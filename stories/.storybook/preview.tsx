import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '../../ui/src/styles.css';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

/** Every story renders inside a router, since the views use links. */
const preview: Preview = {
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
