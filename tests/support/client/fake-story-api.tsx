import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { AppToaster } from '../../../src/client/components/layout/app-toaster';
import { toast } from 'sonner';
import { appConfigSchema } from '../../../src/shared/schemas/app-config';
import { sessionResponseSchema, type SessionUser } from '../../../src/shared/schemas/profile';
import {
  STORY_MESSAGES,
  storyDeleteResponseSchema,
  storyListResponseSchema,
  storyResponseSchema,
  storySaveSchema,
  storyUpdateSchema,
  type StoryDto,
  type StorySummaryDto,
} from '../../../src/shared/schemas/story';
import { createQueryClient } from '../../../src/client/lib/query-client';
import { resetSessionStore } from '../../../src/client/features/auth/session';
import { apiServer, reply, replyError, sentRequests, type RecordedRequest } from './api-server';

/**
 * Test support for the story screens: Mock Service Worker handlers for the story API (see
 * tests/support/client/api-server.ts) and a renderer with the app's own QueryClient, a
 * memory data router and the toaster. The handlers answer from the stories the test gives, as the
 * test gives them: no ownership, filter or paging rules (the API tests prove those against the
 * real server); a test that needs another answer adds a handler with `apiServer.use`.
 * Not a test file itself.
 */

// Screens load lazily and the suite runs in parallel: give findBy* more than one second.
configure({ asyncUtilTimeout: 5000 });

export { apiServer, reply, replyError };
export type FakeRequest = RecordedRequest;

export interface FakeStoryApi {
  /** Who GET /api/session says is logged in (null: the public visitor). Read at each request. */
  user: SessionUser | null;
  /** What the server holds: GET answers them, POST/PATCH/DELETE change them. */
  stories: StoryDto[];
  /** Every request sent in this test. */
  readonly requests: readonly RecordedRequest[];
}

let counter = 0;
export function makeStory(overrides: Partial<StoryDto> = {}): StoryDto {
  counter += 1;
  const at = new Date(Date.UTC(2026, 2, 5, 10, 0, counter)).toISOString();
  return storyResponseSchema.shape.story.parse({
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
  });
}

/** The list row of a story, as GET /api/stories sends it. */
export const summaryOf = (s: StoryDto): StorySummaryDto => ({
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
  ...(s.hasVoice !== undefined ? { hasVoice: s.hasVoice } : {}),
});

/** A page of GET /api/stories with these stories, as the test orders them. */
export const storyList = (stories: StoryDto[], { page = 1, pageSize = 50, total = stories.length } = {}) =>
  reply(storyListResponseSchema, { stories: stories.map(summaryOf), total, page, pageSize });

const unauthenticated = () => replyError(401, 'unauthenticated', 'Devi accedere con il tuo profilo');
const notFound = () => replyError(404, 'not_found', STORY_MESSAGES.notFound);
const invalid = (error: { issues: Array<{ message: string }> }) => replyError(400, 'invalid_input', error.issues[0]?.message ?? 'Dati non validi');

/** Installs the story API handlers over `stories`; the returned object is the server's state. */
export function installFakeStoryApi(initial: Partial<Pick<FakeStoryApi, 'user' | 'stories'>> = {}): FakeStoryApi {
  const state: FakeStoryApi = {
    user: { id: 'user-1', name: 'Luca', isSuperuser: false, unreadMessages: 0 },
    stories: [],
    ...initial,
    get requests() {
      return sentRequests();
    },
  };
  const find = (id: unknown) => state.stories.find((s) => s.id === id);
  apiServer.use(
    http.get('/api/session', () => reply(sessionResponseSchema, { user: state.user, pendingConsent: null })),
    http.get('/api/config', () =>
      reply(appConfigSchema, { supportEmail: 'supporto@fantasmia.it', translation: true, ai: { text: false, images: false }, aiProvider: null }),
    ),
    http.get('/api/stories', () => (state.user ? storyList(state.stories) : unauthenticated())),
    http.get('/api/stories/:id', ({ params }) => {
      const story = find(params.id);
      return story ? reply(storyResponseSchema, { story }) : notFound();
    }),
    http.post('/api/stories', async ({ request }) => {
      const parsed = storySaveSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      const { id, ...input } = parsed.data;
      const existing = find(id);
      const story = makeStory({
        ...existing,
        ...input,
        ...(id ? { id } : {}),
        answers: input.answers ?? existing?.answers ?? [],
        category: input.category ?? existing?.category ?? null,
        modeState: input.modeState ?? existing?.modeState ?? null,
        authorId: existing?.authorId ?? state.user?.id ?? 'anonymous',
        authorName: existing?.authorName ?? state.user?.name ?? 'Anonimo',
      });
      state.stories = [...state.stories.filter((s) => s.id !== story.id), story];
      return reply(storyResponseSchema, { story }, existing ? 200 : 201);
    }),
    http.patch('/api/stories/:id', async ({ params, request }) => {
      const existing = find(params.id);
      if (!state.user) return unauthenticated();
      if (!existing) return notFound();
      const parsed = storyUpdateSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      const story = { ...existing, ...parsed.data };
      state.stories = state.stories.map((s) => (s.id === story.id ? story : s));
      return reply(storyResponseSchema, { story });
    }),
    http.delete('/api/stories/:id', ({ params }) => {
      if (!find(params.id)) return replyError(404, 'not_found', STORY_MESSAGES.deleteFailed);
      state.stories = state.stories.filter((s) => s.id !== params.id);
      return reply(storyDeleteResponseSchema, { ok: true });
    }),
  );
  return state;
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

/** Renders with the app's own QueryClient (src/client/lib/query-client.ts), as main.tsx does. */
export function renderWithApp(ui: ReactNode, { path = '/', route = '*', state, extra = {} }: RenderOptions = {}) {
  toast.dismiss();
  // A fresh page: a new query client and no session known yet (the session lives in the app’s own query client).
  resetSessionStore();
  const queryClient = createQueryClient();
  // A data router, as the app's (src/client/app/router.tsx): the editors block leaving with useBlocker.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [{ path: route, element: ui }, ...Object.entries(extra).map(([p, element]) => ({ path: p, element }))],
      },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
