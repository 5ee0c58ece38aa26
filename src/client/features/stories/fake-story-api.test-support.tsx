import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { vi } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/profile';
import { STORY_MESSAGES, storySaveSchema, storyUpdateSchema, type StoryDto, type StorySummaryDto } from '../../../shared/schemas/story';

/**
 * Test support for the story screens: an in-memory stand-in for the story API installed as
 * `fetch` (the network boundary) and a renderer with a real QueryClient, a MemoryRouter and the
 * toaster. Not a test file itself.
 */

// Screens load lazily and the suite runs in parallel: give findBy* more than one second.
configure({ asyncUtilTimeout: 5000 });

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeStoryApi {
  user: SessionUser | null;
  stories: StoryDto[];
  requests: FakeRequest[];
  /** Answers before the fake (errors, slowness); undefined falls through. */
  override: ((request: FakeRequest) => Response | Promise<Response> | undefined) | null;
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let counter = 0;
export function makeStory(overrides: Partial<StoryDto> = {}): StoryDto {
  counter += 1;
  const at = new Date(Date.UTC(2026, 2, 5, 10, 0, counter)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Storia ${counter}`,
    content: 'C’era una volta un drago. Era molto gentile.',
    status: 'completed',
    mode: 'GHOST',
    language: 'italian',
    category: null,
    answers: [],
    modeState: null,
    authorId: 'user-1',
    authorName: 'Luca',
    isPublic: false,
    publishedAt: null,
    imageUrl: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const summary = (s: StoryDto): StorySummaryDto => ({
  id: s.id,
  title: s.title,
  status: s.status,
  mode: s.mode,
  language: s.language,
  authorName: s.authorName,
  isPublic: s.isPublic,
  hasImage: s.imageUrl !== null,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

const notFound = () => json(404, { error: { code: 'not_found', message: STORY_MESSAGES.notFound } });

function answer(api: FakeStoryApi, request: FakeRequest): Response {
  const { method, path, query, body } = request;
  const mine = (s: StoryDto) => api.user !== null && (api.user.isSuperuser || s.authorId === api.user.id);
  if (method === 'GET' && path === '/api/session') return json(200, { user: api.user, pendingConsent: null });
  if (method === 'GET' && path === '/api/stories') {
    if (!api.user) return json(401, { error: { code: 'unauthenticated', message: 'Devi accedere con il tuo profilo' } });
    const mode = query.get('mode');
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '50');
    const own = api.stories
      .filter((s) => s.authorId === api.user?.id && (!mode || s.mode === mode || (mode === 'PROPP' && s.mode === 'PROPP_FREE')))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return json(200, { stories: own.slice((page - 1) * pageSize, page * pageSize).map(summary), total: own.length, page, pageSize });
  }
  if (method === 'POST' && path === '/api/stories') {
    const parsed = storySaveSchema.safeParse(body);
    if (!parsed.success) return json(400, { error: { code: 'invalid_input', message: parsed.error.issues[0]?.message ?? 'Dati non validi' } });
    const input = parsed.data;
    const existing = input.id ? api.stories.find((s) => s.id === input.id) : undefined;
    if (existing) {
      if (!mine(existing)) return notFound();
      Object.assign(existing, { ...input, updatedAt: new Date().toISOString() });
      return json(200, { story: existing });
    }
    const story = makeStory({
      ...input,
      ...(input.id ? { id: input.id } : {}),
      answers: input.answers ?? [],
      category: input.category ?? null,
      modeState: input.modeState ?? null,
      authorId: api.user?.id ?? 'anonymous',
      authorName: api.user?.name ?? 'Anonimo',
    });
    api.stories.push(story);
    return json(201, { story });
  }
  const one = /^\/api\/stories\/([^/]+)$/.exec(path);
  if (one) {
    const story = api.stories.find((s) => s.id === decodeURIComponent(one[1] ?? ''));
    if (method === 'GET') return story && (story.isPublic || mine(story)) ? json(200, { story }) : notFound();
    if (!api.user) return json(401, { error: { code: 'unauthenticated', message: 'Devi accedere con il tuo profilo' } });
    if (method === 'PATCH') {
      if (!story || !mine(story)) return notFound();
      const parsed = storyUpdateSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: { code: 'invalid_input', message: parsed.error.issues[0]?.message ?? 'Dati non validi' } });
      Object.assign(story, parsed.data, { updatedAt: new Date().toISOString() });
      return json(200, { story });
    }
    if (method === 'DELETE') {
      if (!story || !mine(story)) return json(404, { error: { code: 'not_found', message: STORY_MESSAGES.deleteFailed } });
      api.stories = api.stories.filter((s) => s !== story);
      return json(200, { ok: true });
    }
  }
  return json(404, { error: { code: 'not_found', message: `fake: no route for ${method} ${path}` } });
}

/** Installs the fake as `fetch`. Call vi.unstubAllGlobals() in afterEach. */
export function installFakeStoryApi(initial: Partial<FakeStoryApi> = {}): FakeStoryApi {
  const api: FakeStoryApi = { user: { id: 'user-1', name: 'Luca', isSuperuser: false, unreadMessages: 0 }, stories: [], requests: [], override: null, ...initial };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const request: FakeRequest = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
      api.requests.push(request);
      const overridden = await api.override?.(request);
      return overridden ?? answer(api, request);
    }),
  );
  return api;
}

/** Shows where the app navigated to, and with which state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export interface RenderOptions {
  path?: string;
  route?: string;
  state?: unknown;
  /** Extra routes, e.g. where a screen navigates to. */
  extra?: Record<string, ReactNode>;
}

export function renderWithApp(ui: ReactNode, { path = '/', route = '*', state, extra = {} }: RenderOptions = {}) {
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={route} element={ui} />
          {Object.entries(extra).map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
