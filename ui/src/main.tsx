import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { buildContainer } from './composition-root.js';
import { isConfigError, loadRuntimeConfig } from './shared/services/runtime-config.js';
import { routeTable } from './app/route-table.js';
import { ServicesProvider } from './shared/services/services.js';
import { StartupFailureView } from './features/shell/startup-failure-view.js';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = await loadRuntimeConfig(window.fetch.bind(window));
  if (isConfigError(config)) {
    root.render(<StartupFailureView onReload={() => window.location.reload()} />);
    return;
  }
  const container = buildContainer(config, { window, storage: window.localStorage });
  const router = createBrowserRouter(routeTable(), { basename: '/' });
  root.render(
    <StrictMode>
      <ServicesProvider locator={container}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>,
  );
}

void start();
