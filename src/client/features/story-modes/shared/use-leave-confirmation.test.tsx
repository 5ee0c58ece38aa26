import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { expect, test } from 'vitest';
import { leaveAfterSave } from '../../stories/leave-after-save';
import { DRAFT_KEPT, useLeaveConfirmation } from './use-leave-confirmation';

/** An editor whose only work is a checkbox: checked = unsaved work. */
function Editor() {
  const [unsaved, setUnsaved] = useState(false);
  const { dialog } = useLeaveConfirmation(unsaved);
  return (
    <>
      <label>
        <input type="checkbox" checked={unsaved} onChange={(e) => setUnsaved(e.target.checked)} />
        Lavoro non salvato
      </label>
      {dialog}
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.hash}`}</p>;
}

/** A data router at /home → /editor, with a link home as the layout's home button. */
function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Where />
            <Link to="/home">Home</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: '/editor', element: <Editor /> },
          { path: '*', element: <p>Altrove</p> },
        ],
      },
    ],
    { initialEntries: ['/home', '/editor'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

test('with unsaved work the browser back waits for the question: "Resta qui" stays, "Esci" goes back', async () => {
  const user = userEvent.setup();
  const { router } = renderApp();
  await user.click(screen.getByRole('checkbox', { name: 'Lavoro non salvato' }));

  act(() => void router.navigate(-1));
  expect(await screen.findByText(DRAFT_KEPT)).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent('/editor');
  expect(router.state.location.pathname).toBe('/editor');
  await user.click(screen.getByRole('button', { name: 'Resta qui' }));
  await waitFor(() => expect(screen.queryByText(DRAFT_KEPT)).toBeNull());
  expect(screen.getByTestId('location')).toHaveTextContent('/editor');
  expect(screen.getByRole('checkbox', { name: 'Lavoro non salvato' })).toBeChecked();

  act(() => void router.navigate(-1));
  expect(await screen.findByText(DRAFT_KEPT)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Esci' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  expect(screen.getByText('Altrove')).toBeVisible();
  expect(screen.queryByText(DRAFT_KEPT)).toBeNull();
});

test('without unsaved work, and for a change of the hash, the back button is not held', async () => {
  const user = userEvent.setup();
  const { router } = renderApp();
  act(() => void router.navigate('/editor#passo-2'));
  await user.click(screen.getByRole('checkbox', { name: 'Lavoro non salvato' }));
  act(() => void router.navigate(-1));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/editor$/));
  expect(screen.queryByText(DRAFT_KEPT)).toBeNull();

  await user.click(screen.getByRole('checkbox', { name: 'Lavoro non salvato' }));
  act(() => void router.navigate(-1));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  expect(screen.queryByText(DRAFT_KEPT)).toBeNull();
});

test('with unsaved work a link of the page (the home button) waits for the same question', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('checkbox', { name: 'Lavoro non salvato' }));
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(await screen.findByText(DRAFT_KEPT)).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent('/editor');
  await user.click(screen.getByRole('button', { name: 'Esci' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  expect(screen.queryByText(DRAFT_KEPT)).toBeNull();
});

test('the move the save dialog makes once the story is safe (saved, or queued offline) is not asked about', async () => {
  const user = userEvent.setup();
  const { router } = renderApp();
  await user.click(screen.getByRole('checkbox', { name: 'Lavoro non salvato' }));

  act(() => void router.navigate('/create-story', { state: leaveAfterSave({ profileId: 'p1' }) }));
  expect(await screen.findByText('Altrove')).toBeVisible();
  expect(screen.queryByText(DRAFT_KEPT)).toBeNull();
  expect(router.state.location.state).toMatchObject({ profileId: 'p1' });
});
