import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { STORY_CATEGORIES } from '../../../shared/story-modes';
import { installFakeStoryApi, renderWithApp } from '../../../../tests/support/client/fake-story-api';
import { StoryCategoryChooser } from './story-category-chooser';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

test('seven categories with their labels and stars; back goes to the dashboard', async () => {
  installFakeStoryApi();
  renderWithApp(<StoryCategoryChooser />, { path: '/create-story' });
  expect(await screen.findByRole('heading', { name: 'Crea Nuova Storia' })).toBeVisible();
  const links = screen.getAllByRole('link').filter((l) => l.getAttribute('href') !== '/dashboard');
  expect(links).toHaveLength(7);
  expect(links.map((l) => l.getAttribute('href'))).toEqual(STORY_CATEGORIES.map((c) => c.route));
  expect(screen.getByRole('link', { name: /Cosa farei se\.\.\..*1 stella su 5/ })).toBeVisible();
  expect(screen.getByRole('link', { name: /Una Parola, Tante Storie.*4 stelle su 5/ })).toBeVisible();
  expect(screen.getByRole('link', { name: /PROPP.*5 stelle su 5/ })).toHaveAttribute('href', '/propp-mode-selector');
  expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('note')).toBeNull();
});

test('a category opens its editor with the profile in the navigation state', async () => {
  const user = userEvent.setup();
  installFakeStoryApi();
  renderWithApp(<StoryCategoryChooser />, { path: '/create-story', route: '/create-story', extra: { '/ghost-editor': <p>editor</p> } });
  await user.click(await screen.findByRole('link', { name: /GHOST/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/ghost-editor');
  expect(screen.getByTestId('location').dataset.state).toBe(JSON.stringify({ profileId: 'user-1', profileName: 'Luca' }));
});

test('the public user is told the story is seen by everyone once approved', async () => {
  const user = userEvent.setup();
  installFakeStoryApi({ user: null });
  renderWithApp(<StoryCategoryChooser />, {
    path: '/create-story',
    route: '/create-story',
    state: { isPublic: true },
    extra: { '/css-editor': <p>editor</p> },
  });
  expect(await screen.findByRole('note')).toHaveTextContent('visibile a tutti dopo che il superuser l’avrà approvata');
  await user.click(screen.getByRole('link', { name: /Cosa Succede se/ }));
  expect(screen.getByTestId('location').dataset.state).toBe(JSON.stringify({ profileId: 'public', profileName: 'Utente Pubblico', isPublic: true }));
});
