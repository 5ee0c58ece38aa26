import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RootError, RouteErrorElement } from '../components/layout/route-error';
import { Loading } from '../components/ui/spinner';
import { RequireSession, RequireSuperuser } from '../features/auth/guards';
import { loadSession, sessionQueryOptions } from '../features/auth/session';
import { queryClient as appQueryClient } from '../lib/query-client';
import { paths } from '../paths';
import { AppLayout } from './layout';

/**
 * A loader that starts a screen's first data request for a logged-in child, in parallel with the
 * screen's code. It returns at once: the navigation never waits for the data, the screen reads it
 * from the cache with the same query.
 */
export function prefetchForChild(prefetch: (client: QueryClient) => Promise<unknown>, client: QueryClient = appQueryClient) {
  return (): null => {
    void loadSession()
      .then((session) => (session.user && !session.user.isSuperuser ? prefetch(client) : undefined))
      .catch(() => undefined);
    return null;
  };
}

const session = (children: RouteObject[], allowPublic = false): RouteObject => ({
  element: (
    <RequireSession allowPublic={allowPublic}>
      <Outlet />
    </RequireSession>
  ),
  children,
});
const superuser = (children: RouteObject[], allowPublic = false): RouteObject => ({
  element: (
    <RequireSuperuser allowPublic={allowPublic}>
      <Outlet />
    </RequireSuperuser>
  ),
  children,
});

/**
 * Every screen draws knowing who is logged in: the session is asked for beside the first screen's
 * code, and the router draws the layout and the screen once, in one interruptible transition, with
 * the answer in the query cache. A failed request (offline without a cached answer) is not retried
 * here: the app draws at once and useSession asks again as the screen mounts.
 */
export async function sessionLoader(client: QueryClient = appQueryClient): Promise<null> {
  await client.fetchQuery({ ...sessionQueryOptions, retry: false }).catch(() => undefined);
  return null;
}

/** The complete route table of spec 000 §2, each screen loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    loader: () => sessionLoader(),
    // The session's own query keeps it fresh; navigating never waits for it again.
    shouldRevalidate: () => false,
    // The last net, should the layout itself fail; a screen's failure shows inside the layout.
    errorElement: <RootError />,
    HydrateFallback: Loading,
    children: [
      {
        errorElement: <RouteErrorElement />,
        children: [
          { path: paths.home, lazy: () => import('../routes/home').then((m) => ({ Component: m.HomeRoute })) },
          { path: paths.about, lazy: () => import('../routes/about').then((m) => ({ Component: m.AboutRoute })) },
          { path: paths.company, lazy: () => import('../routes/company').then((m) => ({ Component: m.CompanyRoute })) },
          { path: paths.spare, lazy: () => import('../routes/spare').then((m) => ({ Component: m.SpareRoute })) },
          { path: paths.privacy, lazy: () => import('../routes/privacy').then((m) => ({ Component: m.PrivacyRoute })) },
          { path: paths.contacts, lazy: () => import('../routes/contacts').then((m) => ({ Component: m.ContactsRoute })) },
          { path: paths.termsAcceptance, lazy: () => import('../routes/terms-acceptance').then((m) => ({ Component: m.TermsAcceptanceRoute })) },
          { path: paths.profiles, lazy: () => import('../routes/profiles').then((m) => ({ Component: m.ProfilesRoute })) },
          { path: paths.newProfile, lazy: () => import('../routes/new-profile').then((m) => ({ Component: m.NewProfileRoute })) },
          { path: paths.privacyAcceptance, lazy: () => import('../routes/privacy-acceptance').then((m) => ({ Component: m.PrivacyAcceptanceRoute })) },
          { path: paths.familyConsent, lazy: () => import('../routes/family-consent').then((m) => ({ Component: m.FamilyConsentRoute })) },
          { path: paths.cardLogin, lazy: () => import('../routes/card-login').then((m) => ({ Component: m.CardLoginRoute })) },
          { path: paths.superuser, lazy: () => import('../routes/superuser').then((m) => ({ Component: m.SuperuserRoute })) },
          { path: paths.public, lazy: () => import('../routes/public').then((m) => ({ Component: m.PublicRoute })) },
          { path: '/story/:storyId', lazy: () => import('../routes/story-viewer').then((m) => ({ Component: m.StoryViewerRoute })) },
          { path: '/voce/:storyId', lazy: () => import('../routes/voice-listen').then((m) => ({ Component: m.VoiceListenRoute })) },
          session([
            { path: paths.dashboard, lazy: () => import('../routes/dashboard').then((m) => ({ Component: m.DashboardRoute })) },
            { path: paths.laboratorio, lazy: () => import('../routes/laboratorio').then((m) => ({ Component: m.LaboratorioRoute })) },
            { path: '/laboratorio/:id', lazy: () => import('../routes/laboratorio-live').then((m) => ({ Component: m.LaboratorioLiveRoute })) },
            {
              path: paths.userArchive,
              // The archive's first page is asked for with the screen's code, not after it.
              loader: prefetchForChild((client) => import('../features/stories/api/list-my-stories').then((m) => m.prefetchMyStories(client))),
              lazy: () => import('../routes/user-archive').then((m) => ({ Component: m.UserArchiveRoute })),
            },
            { path: paths.classStories, lazy: () => import('../routes/class-stories').then((m) => ({ Component: m.ClassStoriesRoute })) },
          ]),
          session(
            [
              { path: paths.createStory, lazy: () => import('../routes/create-story').then((m) => ({ Component: m.CreateStoryRoute })) },
              { path: paths.proppModeSelector, lazy: () => import('../routes/propp-mode-selector').then((m) => ({ Component: m.ProppModeSelectorRoute })) },
              { path: paths.proppEditor, lazy: () => import('../routes/propp-editor').then((m) => ({ Component: m.ProppEditorRoute })) },
              { path: paths.ghostEditor, lazy: () => import('../routes/ghost-editor').then((m) => ({ Component: m.GhostEditorRoute })) },
              { path: paths.paroleChiamano, lazy: () => import('../routes/parole-chiamano').then((m) => ({ Component: m.ParoleChiamanoRoute })) },
              { path: paths.professionStory, lazy: () => import('../routes/profession-story').then((m) => ({ Component: m.ProfessionStoryRoute })) },
              { path: paths.airotsEditor, lazy: () => import('../routes/airots-editor').then((m) => ({ Component: m.AirotsEditorRoute })) },
              { path: paths.campbellEditor, lazy: () => import('../routes/campbell-editor').then((m) => ({ Component: m.CampbellEditorRoute })) },
              { path: paths.cssEditor, lazy: () => import('../routes/css-editor').then((m) => ({ Component: m.CssEditorRoute })) },
              { path: paths.storyTypeSelection, lazy: () => import('../routes/story-type-selection').then((m) => ({ Component: m.StoryTypeSelectionRoute })) },
              { path: paths.readingStories, lazy: () => import('../routes/reading-stories').then((m) => ({ Component: m.ReadingStoriesRoute })) },
              {
                path: '/reading-story-viewer/:id',
                lazy: () => import('../routes/reading-story-viewer').then((m) => ({ Component: m.ReadingStoryViewerRoute })),
              },
              { path: paths.scienceStories, lazy: () => import('../routes/science-stories').then((m) => ({ Component: m.ScienceStoriesRoute })) },
              {
                path: '/science-story-viewer/:id',
                lazy: () => import('../routes/science-story-viewer').then((m) => ({ Component: m.ScienceStoryViewerRoute })),
              },
            ],
            true,
          ),
          superuser(
            [{ path: paths.superuserArchive, lazy: () => import('../routes/superuser-archive').then((m) => ({ Component: m.SuperuserArchiveRoute })) }],
            true,
          ),
          superuser([
            {
              path: paths.superuserLaboratorio,
              lazy: () => import('../routes/superuser-laboratorio').then((m) => ({ Component: m.SuperuserLaboratorioRoute })),
            },
            {
              path: '/superuser-laboratorio/:id',
              lazy: () => import('../routes/superuser-laboratorio-board').then((m) => ({ Component: m.SuperuserLaboratorioBoardRoute })),
            },
            { path: paths.superuserUsers, lazy: () => import('../routes/superuser-users').then((m) => ({ Component: m.SuperuserUsersRoute })) },
            {
              path: paths.superuserRecordings,
              lazy: () => import('../routes/superuser-recordings').then((m) => ({ Component: m.SuperuserRecordingsRoute })),
            },
            { path: paths.superuserSettings, lazy: () => import('../routes/superuser-settings').then((m) => ({ Component: m.SuperuserSettingsRoute })) },
            {
              path: paths.superuserPasswordChange,
              lazy: () => import('../routes/superuser-password-change').then((m) => ({ Component: m.SuperuserPasswordChangeRoute })),
            },
            {
              path: paths.superuserPaymentSettings,
              lazy: () => import('../routes/superuser-payment-settings').then((m) => ({ Component: m.SuperuserPaymentSettingsRoute })),
            },
            {
              path: paths.superuserStoryManagementSelection,
              lazy: () => import('../routes/superuser-story-management-selection').then((m) => ({ Component: m.SuperuserStoryManagementSelectionRoute })),
            },
            {
              path: paths.superuserReadingStoriesManagement,
              lazy: () => import('../routes/superuser-reading-stories-management').then((m) => ({ Component: m.SuperuserReadingStoriesManagementRoute })),
            },
            {
              path: paths.superuserReadingStoriesView,
              lazy: () => import('../routes/superuser-reading-stories-view').then((m) => ({ Component: m.SuperuserReadingStoriesViewRoute })),
            },
            {
              path: '/superuser-reading-story-viewer/:id',
              lazy: () => import('../routes/superuser-reading-story-viewer').then((m) => ({ Component: m.SuperuserReadingStoryViewerRoute })),
            },
            {
              path: paths.superuserScienceStoriesView,
              lazy: () => import('../routes/superuser-science-stories-view').then((m) => ({ Component: m.SuperuserScienceStoriesViewRoute })),
            },
            {
              path: paths.superuserScienceStoriesManagement,
              lazy: () => import('../routes/superuser-science-stories-management').then((m) => ({ Component: m.SuperuserScienceStoriesManagementRoute })),
            },
            {
              path: '/superuser-science-story-viewer/:id',
              lazy: () => import('../routes/superuser-science-story-viewer').then((m) => ({ Component: m.SuperuserScienceStoryViewerRoute })),
            },
          ]),
          { path: '*', lazy: () => import('../routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
