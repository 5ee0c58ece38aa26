import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RootError, RouteErrorElement } from '../components/layout/route-error';
import { Loading } from '../components/ui/spinner';
import { RequireSession, RequireSuperuser } from '../features/auth/guards';
import { loadSession } from '../features/auth/session';
import { lazyScreen } from '../lib/lazy-named';
import { appQueryClient } from '../lib/query-root';
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

/** The complete route table of spec 000 §2, each screen loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The last net, should the layout itself fail; a screen's failure shows inside the layout.
    errorElement: <RootError />,
    HydrateFallback: Loading,
    children: [
      {
        errorElement: <RouteErrorElement />,
        children: [
          { path: paths.home, lazy: lazyScreen(() => import('../routes/home').then((m) => m.HomeRoute)) },
          { path: paths.about, lazy: lazyScreen(() => import('../routes/about').then((m) => m.AboutRoute)) },
          { path: paths.company, lazy: lazyScreen(() => import('../routes/company').then((m) => m.CompanyRoute)) },
          { path: paths.spare, lazy: lazyScreen(() => import('../routes/spare').then((m) => m.SpareRoute)) },
          { path: paths.privacy, lazy: lazyScreen(() => import('../routes/privacy').then((m) => m.PrivacyRoute)) },
          { path: paths.contacts, lazy: lazyScreen(() => import('../routes/contacts').then((m) => m.ContactsRoute)) },
          { path: paths.termsAcceptance, lazy: lazyScreen(() => import('../routes/terms-acceptance').then((m) => m.TermsAcceptanceRoute)) },
          { path: paths.profiles, lazy: lazyScreen(() => import('../routes/profiles').then((m) => m.ProfilesRoute)) },
          { path: paths.newProfile, lazy: lazyScreen(() => import('../routes/new-profile').then((m) => m.NewProfileRoute)) },
          { path: paths.privacyAcceptance, lazy: lazyScreen(() => import('../routes/privacy-acceptance').then((m) => m.PrivacyAcceptanceRoute)) },
          { path: paths.familyConsent, lazy: lazyScreen(() => import('../routes/family-consent').then((m) => m.FamilyConsentRoute)) },
          { path: paths.cardLogin, lazy: lazyScreen(() => import('../routes/card-login').then((m) => m.CardLoginRoute)) },
          { path: paths.superuser, lazy: lazyScreen(() => import('../routes/superuser').then((m) => m.SuperuserRoute)) },
          { path: paths.public, lazy: lazyScreen(() => import('../routes/public').then((m) => m.PublicRoute)) },
          { path: '/story/:storyId', lazy: lazyScreen(() => import('../routes/story-viewer').then((m) => m.StoryViewerRoute)) },
          session([
            { path: paths.dashboard, lazy: lazyScreen(() => import('../routes/dashboard').then((m) => m.DashboardRoute)) },
            { path: paths.laboratorio, lazy: lazyScreen(() => import('../routes/laboratorio').then((m) => m.LaboratorioRoute)) },
            { path: '/laboratorio/:id', lazy: lazyScreen(() => import('../routes/laboratorio-live').then((m) => m.LaboratorioLiveRoute)) },
            {
              path: paths.userArchive,
              // The archive's first page is asked for with the screen's code, not after it.
              loader: prefetchForChild((client) => import('../features/stories/api/list-my-stories').then((m) => m.prefetchMyStories(client))),
              lazy: lazyScreen(() => import('../routes/user-archive').then((m) => m.UserArchiveRoute)),
            },
          ]),
          session(
            [
              { path: paths.createStory, lazy: lazyScreen(() => import('../routes/create-story').then((m) => m.CreateStoryRoute)) },
              { path: paths.proppModeSelector, lazy: lazyScreen(() => import('../routes/propp-mode-selector').then((m) => m.ProppModeSelectorRoute)) },
              { path: paths.proppEditor, lazy: lazyScreen(() => import('../routes/propp-editor').then((m) => m.ProppEditorRoute)) },
              { path: paths.ghostEditor, lazy: lazyScreen(() => import('../routes/ghost-editor').then((m) => m.GhostEditorRoute)) },
              { path: paths.paroleChiamano, lazy: lazyScreen(() => import('../routes/parole-chiamano').then((m) => m.ParoleChiamanoRoute)) },
              { path: paths.professionStory, lazy: lazyScreen(() => import('../routes/profession-story').then((m) => m.ProfessionStoryRoute)) },
              { path: paths.airotsEditor, lazy: lazyScreen(() => import('../routes/airots-editor').then((m) => m.AirotsEditorRoute)) },
              { path: paths.campbellEditor, lazy: lazyScreen(() => import('../routes/campbell-editor').then((m) => m.CampbellEditorRoute)) },
              { path: paths.cssEditor, lazy: lazyScreen(() => import('../routes/css-editor').then((m) => m.CssEditorRoute)) },
              { path: paths.storyTypeSelection, lazy: lazyScreen(() => import('../routes/story-type-selection').then((m) => m.StoryTypeSelectionRoute)) },
              { path: paths.readingStories, lazy: lazyScreen(() => import('../routes/reading-stories').then((m) => m.ReadingStoriesRoute)) },
              { path: '/reading-story-viewer/:id', lazy: lazyScreen(() => import('../routes/reading-story-viewer').then((m) => m.ReadingStoryViewerRoute)) },
              { path: paths.scienceStories, lazy: lazyScreen(() => import('../routes/science-stories').then((m) => m.ScienceStoriesRoute)) },
              { path: '/science-story-viewer/:id', lazy: lazyScreen(() => import('../routes/science-story-viewer').then((m) => m.ScienceStoryViewerRoute)) },
            ],
            true,
          ),
          superuser(
            [{ path: paths.superuserArchive, lazy: lazyScreen(() => import('../routes/superuser-archive').then((m) => m.SuperuserArchiveRoute)) }],
            true,
          ),
          superuser([
            { path: paths.superuserLaboratorio, lazy: lazyScreen(() => import('../routes/superuser-laboratorio').then((m) => m.SuperuserLaboratorioRoute)) },
            {
              path: '/superuser-laboratorio/:id',
              lazy: lazyScreen(() => import('../routes/superuser-laboratorio-board').then((m) => m.SuperuserLaboratorioBoardRoute)),
            },
            { path: paths.superuserUsers, lazy: lazyScreen(() => import('../routes/superuser-users').then((m) => m.SuperuserUsersRoute)) },
            { path: paths.superuserSettings, lazy: lazyScreen(() => import('../routes/superuser-settings').then((m) => m.SuperuserSettingsRoute)) },
            {
              path: paths.superuserPasswordChange,
              lazy: lazyScreen(() => import('../routes/superuser-password-change').then((m) => m.SuperuserPasswordChangeRoute)),
            },
            {
              path: paths.superuserPaymentSettings,
              lazy: lazyScreen(() => import('../routes/superuser-payment-settings').then((m) => m.SuperuserPaymentSettingsRoute)),
            },
            {
              path: paths.superuserStoryManagementSelection,
              lazy: lazyScreen(() => import('../routes/superuser-story-management-selection').then((m) => m.SuperuserStoryManagementSelectionRoute)),
            },
            {
              path: paths.superuserReadingStoriesManagement,
              lazy: lazyScreen(() => import('../routes/superuser-reading-stories-management').then((m) => m.SuperuserReadingStoriesManagementRoute)),
            },
            {
              path: paths.superuserReadingStoriesView,
              lazy: lazyScreen(() => import('../routes/superuser-reading-stories-view').then((m) => m.SuperuserReadingStoriesViewRoute)),
            },
            {
              path: '/superuser-reading-story-viewer/:id',
              lazy: lazyScreen(() => import('../routes/superuser-reading-story-viewer').then((m) => m.SuperuserReadingStoryViewerRoute)),
            },
            {
              path: paths.superuserScienceStoriesView,
              lazy: lazyScreen(() => import('../routes/superuser-science-stories-view').then((m) => m.SuperuserScienceStoriesViewRoute)),
            },
            {
              path: paths.superuserScienceStoriesManagement,
              lazy: lazyScreen(() => import('../routes/superuser-science-stories-management').then((m) => m.SuperuserScienceStoriesManagementRoute)),
            },
            {
              path: '/superuser-science-story-viewer/:id',
              lazy: lazyScreen(() => import('../routes/superuser-science-story-viewer').then((m) => m.SuperuserScienceStoryViewerRoute)),
            },
          ]),
          { path: '*', lazy: lazyScreen(() => import('../routes/not-found').then((m) => m.NotFoundRoute)) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
