import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppToaster } from '../../../src/client/components/layout/app-toaster';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../src/shared/schemas/api-error';
import {
  consentResponseSchema,
  consentSchema,
  createProfileResponseSchema,
  createProfileSchema,
  loginResponseSchema,
  loginSchema,
  profilesResponseSchema,
  sessionResponseSchema,
  type LoginResponse,
  type ProfileSummary,
  type SessionResponse,
  type SessionUser,
} from '../../../src/shared/schemas/profile';
import { createQueryClient } from '../../../src/client/lib/query-client';
import { resetSessionStore } from '../../../src/client/features/auth/session';
import { apiServer, reply, replyError, sentRequests, type RecordedRequest } from './api-server';
import { appConfigSchema } from '../../../src/client/features/entrance/use-app-config';

/**
 * Test support for the entrance screens: Mock Service Worker handlers for the entrance API
 * (config, session, profiles, login, consent, logout) and a renderer with the app's own
 * QueryClient, a MemoryRouter and the toaster. The handlers answer what the test says the
 * server answers, through the shared response schemas; the server's rules (passwords, names
 * taken, consent) are proved by the API tests against the real server. Not a test file itself.
 */

export { apiServer };
export type FakeRequest = RecordedRequest;

/** The id POST /api/profiles gives the new profile. */
export const NEW_PROFILE_ID = '00000000-0000-4000-8000-000000000001';

export interface FakeApi {
  /** What GET /api/session answers; logout and consent change it as the server would. */
  session: SessionResponse;
  /** What GET /api/profiles lists. */
  profiles: ProfileSummary[];
  supportEmail: string;
  /** The site settings GET /api/config carries; family use (both off) unless a test says otherwise. */
  requirePersonalPasswords: boolean;
  hideProfileList: boolean;
  /** What POST /api/auth/login answers, whatever the password; null: 401 'Password non corretta'. */
  login: LoginResponse | null;
  /** POST /api/profiles answers 409 'name_taken' when true. */
  nameTaken: boolean;
  readonly requests: readonly RecordedRequest[];
}

/** A logged-in profile as the session carries it. */
export const sessionUser = (profile: ProfileSummary, extra: Partial<SessionUser> = {}): SessionUser => ({
  ...profile,
  isSuperuser: false,
  unreadMessages: 0,
  ...extra,
});
export const loggedIn = (user: SessionUser): SessionResponse => ({ user, pendingConsent: null });
/** A profile just created or logged in whose adult has not yet accepted the terms. */
export const awaitingConsent = (profile: ProfileSummary): SessionResponse => ({ user: null, pendingConsent: profile });
const NOBODY: SessionResponse = { user: null, pendingConsent: null };

/** Installs the entrance API handlers; the returned object is what the server answers. */
export function installFakeApi(initial: Partial<Omit<FakeApi, 'requests'>> = {}): FakeApi {
  const state: FakeApi = {
    session: NOBODY,
    profiles: [],
    supportEmail: 'aiuto@scuola.example',
    requirePersonalPasswords: false,
    hideProfileList: false,
    login: null,
    nameTaken: false,
    ...initial,
    get requests() {
      return sentRequests();
    },
  };
  const invalid = (error: { issues: Array<{ message: string }> }) => replyError(400, 'invalid_input', error.issues[0]?.message ?? 'Dati non validi');
  apiServer.use(
    http.get('/api/config', () =>
      reply(appConfigSchema, {
        supportEmail: state.supportEmail,
        translation: false,
        ai: { text: false, images: false },
        aiProvider: null,
        requirePersonalPasswords: state.requirePersonalPasswords,
        hideProfileList: state.hideProfileList,
      }),
    ),
    http.get('/api/session', () => reply(sessionResponseSchema, state.session)),
    http.get('/api/profiles', () => reply(profilesResponseSchema, { profiles: state.profiles })),
    http.post('/api/profiles', async ({ request }) => {
      const parsed = createProfileSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      if (state.nameTaken) return replyError(409, 'name_taken', AUTH_MESSAGES.nameTaken, { fields: { name: AUTH_MESSAGES.nameTaken } });
      return reply(createProfileResponseSchema, { profile: { id: NEW_PROFILE_ID, name: parsed.data.name } }, 201);
    }),
    http.post('/api/auth/login', async ({ request }) => {
      const parsed = loginSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      return state.login ? reply(loginResponseSchema, state.login) : replyError(401, 'wrong_password', AUTH_MESSAGES.wrongPassword, { title: 'Errore' });
    }),
    http.post('/api/auth/consent', async ({ request }) => {
      const waiting = state.session.pendingConsent;
      if (!waiting) return replyError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
      const parsed = consentSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      state.session = loggedIn(sessionUser(waiting));
      return reply(consentResponseSchema, { user: sessionUser(waiting) });
    }),
    http.post('/api/auth/logout', () => {
      state.session = NOBODY;
      return Response.json({ ok: true });
    }),
  );
  return state;
}

/** Shows where the app navigated to, with the navigation state, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{JSON.stringify({ path: location.pathname, state: location.state ?? null })}</output>;
}

export function readLocation(element: HTMLElement): { path: string; state: unknown } {
  return JSON.parse(element.textContent ?? '{}') as { path: string; state: unknown };
}

/** Radix primitives ask jsdom for pointer capture and scrolling, which it lacks. */
function patchJsdom() {
  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  }
}

export interface RenderOptions {
  path: string;
  /** The screen under test, at `path`. */
  element: ReactNode;
  initialEntry?: string | { pathname: string; state?: unknown };
  /** Other routes the screen may lead to; every other path shows the location probe. */
  routes?: Record<string, ReactNode>;
}

/** Renders with the app's own QueryClient (src/client/lib/query-client.ts), as main.tsx does. */
export function renderScreen({ path, element, initialEntry = path, routes = {} }: RenderOptions) {
  patchJsdom();
  // sonner keeps toasts in a module-wide store and replays the active ones to a new Toaster:
  // start every test with none.
  toast.dismiss();
  // A fresh page: a new query client and no session known yet (the session lives in the app’s own query client).
  resetSessionStore();
  const queryClient = createQueryClient();
  // A data router, as the app's (src/client/app/router.tsx): lists wait for a pending navigation.
  const router = createMemoryRouter(
    [{ path, element }, ...Object.entries(routes).map(([p, e]) => ({ path: p, element: e })), { path: '*', element: <LocationProbe /> }],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The toast that says `text` (the text may be on screen inline first: this waits for the toast itself, whose Toaster loads with the first toast). */
export async function toastWith(text: string) {
  return waitFor(() => {
    const toast = screen
      .getAllByText(text)
      .map((el) => el.closest('[data-sonner-toast]'))
      .find((el): el is HTMLElement => el instanceof HTMLElement);
    if (!toast) throw new Error(`no toast says ${text}`);
    return toast;
  });
}
