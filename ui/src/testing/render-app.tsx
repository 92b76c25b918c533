import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routeTable } from '../app/route-table.js';
import { ServicesProvider } from '../shared/services/services.js';
import type { TestWorld } from './test-composition-root.js';

/** Renders the whole app (route table, guard, shell) at `path` over a test world. */
export function renderApp(world: TestWorld, path: string) {
  const router = createMemoryRouter(routeTable(), { initialEntries: [path] });
  const view = render(
    <ServicesProvider locator={world.container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router };
}
