import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router';
import { expect, test } from 'vitest';
import { createGuardedHistory } from '../../../lib/guarded-history';
import { LEAVE_QUESTION, useLeaveConfirmation } from './use-leave-confirmation';

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

/** The app's router (a HistoryRouter over the guarded history) at /home → /editor. */
function renderApp() {
  const base = UNSAFE_createMemoryHistory({ initialEntries: ['/home', '/editor'], v5Compat: true });
  const history = createGuardedHistory(base);
  render(
    <HistoryRouter history={history}>
      <Where />
      <Routes>
        <Route path="/editor" element={<Editor />} />
        <Route path="*" element={<p>Altrove</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return { history, base };
}

test('with unsaved work the browser back waits for the question: "Resta qui" stays, "Esci" goes back', async () => {
  const user = userEvent.setup();
  const { history, base } = renderApp();
  await user.click(screen.getByRole('checkbox', { name: 'Lavoro non salvato' }));

  act(() => history.go(-1));
  expect(await screen.findByText(LEAVE_QUESTION)).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent('/editor');
  expect(base.location.pathname).toBe('/editor');
  await user.click(screen.getByRole('button', { name: 'Resta qui' }));
  await waitFor(() => expect(screen.queryByText(LEAVE_QUESTION)).toBeNull());
  expect(screen.getByTestId('location')).toHaveTextContent('/editor');
  expect(screen.getByRole('checkbox', { name: 'Lavoro non salvato' })).toBeChecked();

  act(() => history.go(-1));
  expect(await screen.findByText(LEAVE_QUESTION)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Esci' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  expect(screen.getByText('Altrove')).toBeVisible();
  expect(screen.queryByText(LEAVE_QUESTION)).toBeNull();
});

test('without unsaved work, and for a change of the hash, the back button is not held', async () => {
  const user = userEvent.setup();
  const { history } = renderApp();
  act(() => history.push('/editor#passo-2'));
  await user.click(screen.getByRole('checkbox', { name: 'Lavoro non salvato' }));
  act(() => history.go(-1));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/editor$/));
  expect(screen.queryByText(LEAVE_QUESTION)).toBeNull();

  await user.click(screen.getByRole('checkbox', { name: 'Lavoro non salvato' }));
  act(() => history.go(-1));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  expect(screen.queryByText(LEAVE_QUESTION)).toBeNull();
});
