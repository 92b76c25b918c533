import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useGoBack, useOpenFromHere } from './go-back.js';

afterEach(cleanup);

function List() {
  const open = useOpenFromHere();
  return <button type="button" onClick={() => open('/record/7')}>Open</button>;
}

function Record() {
  const goBack = useGoBack('/patients');
  return <button type="button" onClick={goBack}>Go Back</button>;
}

const routerAt = (entry: string | { pathname: string; state: unknown }) =>
  createMemoryRouter([{ path: '/patientList', element: <List /> }, { path: '/record/:id', element: <Record /> }, { path: '/patients', element: <p>My patients</p> }], { initialEntries: [entry] });

describe('useGoBack', () => {
  it('returns to the list a screen was opened from, with its search, order and page', () => {
    const router = routerAt('/patientList?q=ana&sort=rafTotal&order=desc&page=3');
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/patientList?q=ana&sort=rafTotal&order=desc&page=3');
  });

  it('goes to its fallback when the screen was opened from a link, or the state names another site', () => {
    for (const state of [null, { backTo: '//evil.example/x' }, { backTo: 42 }]) {
      const router = routerAt({ pathname: '/record/7', state });
      render(<RouterProvider router={router} />);
      fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
      expect(router.state.location.pathname).toBe('/patients');
      cleanup();
    }
  });
});
