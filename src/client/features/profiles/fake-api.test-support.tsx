import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/schemas/api-error';
import { consentSchema, createProfileSchema, loginSchema } from '../../../shared/schemas/profile';

/**
 * Test support for the entrance screens: an in-memory stand-in for the FantasMia API installed as
 * `fetch` (the network boundary), answering like the real routes do, and a renderer with a real
 * QueryClientProvider, a MemoryRouter and the toaster.
 */

export interface FakeUser {
  id: string;
  name: string;
  password: string;
  consented: boolean;
  isSuperuser?: boolean;
  unreadMessages?: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Override = (request: FakeRequest) => Response | Promise<Response> | undefined;

export interface FakeApi {
  users: FakeUser[];
  /** Who the session cookie belongs to, and whether it is a consent-only session. */
  session: { userId: string; kind: 'full' | 'consent' } | null;
  requests: FakeRequest[];
  supportEmail: string;
  /** Answers a request before the fake does (errors, slowness); return undefined to fall through. */
  override: Override | null;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function zodError(error: { issues: Array<{ path: PropertyKey[]; message: string }> }) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return json(400, { error: { code: 'invalid_input', message: error.issues[0]?.message ?? 'Dati non validi', fields } });
}

function sessionUser(api: FakeApi, user: FakeUser) {
  return { id: user.id, name: user.name, isSuperuser: user.isSuperuser ?? false, unreadMessages: user.unreadMessages ?? 0 };
}

function answer(api: FakeApi, { method, path, body }: FakeRequest): Response {
  const current = api.session ? (api.users.find((u) => u.id === api.session?.userId) ?? null) : null;
  const route = `${method} ${path}`;
  switch (route) {
    case 'GET /api/config':
      return json(200, { supportEmail: api.supportEmail, translation: false, ai: { text: false, images: false }, aiProvider: null });
    case 'GET /api/session':
      if (!current || !api.session) return json(200, { user: null, pendingConsent: null });
      if (api.session.kind === 'consent') return json(200, { user: null, pendingConsent: { id: current.id, name: current.name } });
      return json(200, { user: sessionUser(api, current), pendingConsent: null });
    case 'GET /api/profiles':
      return json(200, {
        profiles: api.users
          .filter((u) => !u.isSuperuser)
          .map((u) => ({ id: u.id, name: u.name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      });
    case 'POST /api/profiles': {
      const parsed = createProfileSchema.safeParse(body ?? {});
      if (!parsed.success) return zodError(parsed.error);
      if (api.users.some((u) => u.name.toLowerCase() === parsed.data.name.toLowerCase())) {
        return json(409, { error: { code: 'name_taken', message: AUTH_MESSAGES.nameTaken, fields: { name: AUTH_MESSAGES.nameTaken } } });
      }
      const user: FakeUser = { id: `00000000-0000-4000-8000-${String(api.users.length + 1).padStart(12, '0')}`, name: parsed.data.name, password: parsed.data.name, consented: false };
      api.users.push(user);
      api.session = { userId: user.id, kind: 'consent' };
      return json(201, { profile: { id: user.id, name: user.name } });
    }
    case 'POST /api/auth/login': {
      const parsed = loginSchema.safeParse(body ?? {});
      if (!parsed.success) return zodError(parsed.error);
      const user = api.users.find((u) => u.id === parsed.data.profileId && !u.isSuperuser);
      if (!user || user.password.trim().toLowerCase() !== parsed.data.password.trim().toLowerCase()) {
        return json(401, { error: { code: 'wrong_password', message: AUTH_MESSAGES.wrongPassword, title: 'Errore' } });
      }
      api.session = { userId: user.id, kind: user.consented ? 'full' : 'consent' };
      return json(200, { user: user.consented ? sessionUser(api, user) : null, consentRequired: !user.consented, profile: { id: user.id, name: user.name } });
    }
    case 'POST /api/auth/consent': {
      if (!current) return json(401, { error: { code: 'unauthenticated', message: AUTH_MESSAGES.unauthenticated } });
      const parsed = consentSchema.safeParse(body ?? {});
      if (!parsed.success) return zodError(parsed.error);
      current.consented = true;
      api.session = { userId: current.id, kind: 'full' };
      return json(200, { user: sessionUser(api, current) });
    }
    case 'POST /api/auth/logout':
      api.session = null;
      return json(200, { ok: true });
    default:
      return json(404, { error: { code: 'not_found', message: 'Risorsa non trovata' } });
  }
}

/** Replaces `fetch` with the fake API; vitest's unstubAllGlobals (or the next test's stub) removes it. */
export function installFakeApi(initial: Partial<Pick<FakeApi, 'users' | 'session' | 'supportEmail' | 'override'>> = {}): FakeApi {
  const api: FakeApi = {
    users: initial.users ?? [],
    session: initial.session ?? null,
    requests: [],
    supportEmail: initial.supportEmail ?? 'aiuto@scuola.example',
    override: initial.override ?? null,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    api.requests.push(request);
    const overridden = api.override ? await api.override(request) : undefined;
    return overridden ?? answer(api, request);
  });
  return api;
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

export function renderScreen({ path, element, initialEntry = path, routes = {} }: RenderOptions) {
  patchJsdom();
  // sonner keeps toasts in a module-wide store and replays the active ones to a new Toaster:
  // start every test with none.
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes>
          <Route path={path} element={element} />
          {Object.entries(routes).map(([p, e]) => (
            <Route key={p} path={p} element={e} />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
