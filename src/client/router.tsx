import type { ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router';
import { AppLayout } from './components/layout/app-layout';
import { RequireSession, RequireSuperuser, withChildPrefetch } from './features/auth/guards';
import { preloadOfflineStatus } from './features/stories/offline-status-gate';
import { preloadChildReadingSupport } from './features/reading-support/reading-support';
import { lazyNamed, preloadScreen } from './lib/lazy-named';
import { preloadQueries } from './lib/with-queries';
import { prerenderedScreen } from './lib/prerendered-screen';
import { paths } from './paths';

const NotFound = lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute');
const ProppModeSelector = lazyNamed(() => import('./routes/propp-mode-selector'), 'ProppModeSelectorRoute');
const ProppEditor = lazyNamed(() => import('./routes/propp-editor'), 'ProppEditorRoute');
const GhostEditor = lazyNamed(() => import('./routes/ghost-editor'), 'GhostEditorRoute');
const AirotsEditor = lazyNamed(() => import('./routes/airots-editor'), 'AirotsEditorRoute');
const ParoleChiamano = lazyNamed(() => import('./routes/parole-chiamano'), 'ParoleChiamanoRoute');
const ProfessionStory = lazyNamed(() => import('./routes/profession-story'), 'ProfessionStoryRoute');
const CampbellEditor = lazyNamed(() => import('./routes/campbell-editor'), 'CampbellEditorRoute');
const CssEditor = lazyNamed(() => import('./routes/css-editor'), 'CssEditorRoute');
const SuperuserLogin = lazyNamed(() => import('./routes/superuser'), 'SuperuserRoute');
const SuperuserUsers = lazyNamed(() => import('./routes/superuser-users'), 'SuperuserUsersRoute');
const SuperuserSettings = lazyNamed(() => import('./routes/superuser-settings'), 'SuperuserSettingsRoute');
const SuperuserPasswordChange = lazyNamed(() => import('./routes/superuser-password-change'), 'SuperuserPasswordChangeRoute');
const SuperuserPaymentSettings = lazyNamed(() => import('./routes/superuser-payment-settings'), 'SuperuserPaymentSettingsRoute');
const SuperuserArchive = lazyNamed(() => import('./routes/superuser-archive'), 'SuperuserArchiveRoute');
const CreateStory = lazyNamed(() => import('./routes/create-story'), 'CreateStoryRoute');
const StoryViewer = lazyNamed(() => import('./routes/story-viewer'), 'StoryViewerRoute');
// The archive's first page is asked for with the screen's code, not after it (issue 16, P2).
const UserArchive = withChildPrefetch(
  lazyNamed(() => import('./routes/user-archive'), 'UserArchiveRoute'),
  (client) => import('./features/stories/api/list-my-stories').then((m) => m.prefetchMyStories(client)),
);
// `/` arrives drawn at build time (home.html): React's first render waits for this code rather than
// flashing the spinner over the drawn page (issue 16, P2; lib/prerendered-screen.tsx).
const loadHome = () => import('./routes/home');
const home = prerenderedScreen(loadHome, 'HomeRoute', lazyNamed(loadHome, 'HomeRoute'), paths.home);
const Home = home.Screen;
const About = lazyNamed(() => import('./routes/about'), 'AboutRoute');
const Company = lazyNamed(() => import('./routes/company'), 'CompanyRoute');
const Spare = lazyNamed(() => import('./routes/spare'), 'SpareRoute');
const Privacy = lazyNamed(() => import('./routes/privacy'), 'PrivacyRoute');
const Contacts = lazyNamed(() => import('./routes/contacts'), 'ContactsRoute');
const TermsAcceptance = lazyNamed(() => import('./routes/terms-acceptance'), 'TermsAcceptanceRoute');
const Dashboard = lazyNamed(() => import('./routes/dashboard'), 'DashboardRoute');
const Profiles = lazyNamed(() => import('./routes/profiles'), 'ProfilesRoute');
const NewProfile = lazyNamed(() => import('./routes/new-profile'), 'NewProfileRoute');
const PrivacyAcceptance = lazyNamed(() => import('./routes/privacy-acceptance'), 'PrivacyAcceptanceRoute');
const FamilyConsent = lazyNamed(() => import('./routes/family-consent'), 'FamilyConsentRoute');
const CardLogin = lazyNamed(() => import('./routes/card-login'), 'CardLoginRoute');
const Public = lazyNamed(() => import('./routes/public'), 'PublicRoute');
const Laboratorio = lazyNamed(() => import('./routes/laboratorio'), 'LaboratorioRoute');
const LaboratorioLive = lazyNamed(() => import('./routes/laboratorio-live'), 'LaboratorioLiveRoute');
const SuperuserLaboratorio = lazyNamed(() => import('./routes/superuser-laboratorio'), 'SuperuserLaboratorioRoute');
const SuperuserLaboratorioBoard = lazyNamed(() => import('./routes/superuser-laboratorio-board'), 'SuperuserLaboratorioBoardRoute');

const SuperuserStoryManagementSelection = lazyNamed(() => import('./routes/superuser-story-management-selection'), 'SuperuserStoryManagementSelectionRoute');
const SuperuserReadingStoriesManagement = lazyNamed(() => import('./routes/superuser-reading-stories-management'), 'SuperuserReadingStoriesManagementRoute');
const SuperuserReadingStoriesView = lazyNamed(() => import('./routes/superuser-reading-stories-view'), 'SuperuserReadingStoriesViewRoute');
const SuperuserScienceStoriesView = lazyNamed(() => import('./routes/superuser-science-stories-view'), 'SuperuserScienceStoriesViewRoute');
const SuperuserScienceStoriesManagement = lazyNamed(() => import('./routes/superuser-science-stories-management'), 'SuperuserScienceStoriesManagementRoute');
const StoryTypeSelection = lazyNamed(() => import('./routes/story-type-selection'), 'StoryTypeSelectionRoute');
const ReadingStories = lazyNamed(() => import('./routes/reading-stories'), 'ReadingStoriesRoute');
const ScienceStories = lazyNamed(() => import('./routes/science-stories'), 'ScienceStoriesRoute');
const SuperuserReadingStoryViewer = lazyNamed(() => import('./routes/superuser-reading-story-viewer'), 'SuperuserReadingStoryViewerRoute');
const SuperuserScienceStoryViewer = lazyNamed(() => import('./routes/superuser-science-story-viewer'), 'SuperuserScienceStoryViewerRoute');
const ReadingStoryViewer = lazyNamed(() => import('./routes/reading-story-viewer'), 'ReadingStoryViewerRoute');
const ScienceStoryViewer = lazyNamed(() => import('./routes/science-story-viewer'), 'ScienceStoryViewerRoute');
const session = (element: ReactNode, allowPublic = false) => <RequireSession allowPublic={allowPublic}>{element}</RequireSession>;
const superuser = (element: ReactNode, allowPublic = false) => <RequireSuperuser allowPublic={allowPublic}>{element}</RequireSuperuser>;

/** The complete route table of spec 000 §2, each screen loaded on demand. */
const routeTree = (
  <Route element={<AppLayout />}>
    <Route path={paths.home} element={<Home />} />
    <Route path={paths.about} element={<About />} />
    <Route path={paths.company} element={<Company />} />
    <Route path={paths.spare} element={<Spare />} />
    <Route path={paths.privacy} element={<Privacy />} />
    <Route path={paths.contacts} element={<Contacts />} />
    <Route path={paths.termsAcceptance} element={<TermsAcceptance />} />
    <Route path={paths.dashboard} element={session(<Dashboard />)} />
    <Route path={paths.laboratorio} element={session(<Laboratorio />)} />
    <Route path="/laboratorio/:id" element={session(<LaboratorioLive />)} />
    <Route path={paths.superuserLaboratorio} element={superuser(<SuperuserLaboratorio />)} />
    <Route path="/superuser-laboratorio/:id" element={superuser(<SuperuserLaboratorioBoard />)} />
    <Route path={paths.profiles} element={<Profiles />} />
    <Route path={paths.newProfile} element={<NewProfile />} />
    <Route path={paths.privacyAcceptance} element={<PrivacyAcceptance />} />
    <Route path={paths.familyConsent} element={<FamilyConsent />} />
    <Route path={paths.cardLogin} element={<CardLogin />} />
    <Route path={paths.superuser} element={<SuperuserLogin />} />
    <Route path={paths.public} element={<Public />} />

    <Route path={paths.createStory} element={session(<CreateStory />, true)} />
    <Route path={paths.proppModeSelector} element={session(<ProppModeSelector />, true)} />
    <Route path={paths.proppEditor} element={session(<ProppEditor />, true)} />
    <Route path={paths.ghostEditor} element={session(<GhostEditor />, true)} />
    <Route path={paths.paroleChiamano} element={session(<ParoleChiamano />, true)} />
    <Route path={paths.professionStory} element={session(<ProfessionStory />, true)} />
    <Route path={paths.airotsEditor} element={session(<AirotsEditor />, true)} />
    <Route path={paths.campbellEditor} element={session(<CampbellEditor />, true)} />
    <Route path={paths.cssEditor} element={session(<CssEditor />, true)} />
    <Route path="/story/:storyId" element={<StoryViewer />} />
    <Route path={paths.userArchive} element={session(<UserArchive />)} />

    <Route path={paths.superuserArchive} element={superuser(<SuperuserArchive />, true)} />
    <Route path={paths.superuserUsers} element={superuser(<SuperuserUsers />)} />
    <Route path={paths.superuserSettings} element={superuser(<SuperuserSettings />)} />
    <Route path={paths.superuserPasswordChange} element={superuser(<SuperuserPasswordChange />)} />
    <Route path={paths.superuserPaymentSettings} element={superuser(<SuperuserPaymentSettings />)} />
    <Route path={paths.superuserStoryManagementSelection} element={superuser(<SuperuserStoryManagementSelection />)} />
    <Route path={paths.superuserReadingStoriesManagement} element={superuser(<SuperuserReadingStoriesManagement />)} />
    <Route path={paths.superuserReadingStoriesView} element={superuser(<SuperuserReadingStoriesView />)} />
    <Route path="/superuser-reading-story-viewer/:id" element={superuser(<SuperuserReadingStoryViewer />)} />
    <Route path={paths.superuserScienceStoriesView} element={superuser(<SuperuserScienceStoriesView />)} />
    <Route path={paths.superuserScienceStoriesManagement} element={superuser(<SuperuserScienceStoriesManagement />)} />
    <Route path="/superuser-science-story-viewer/:id" element={superuser(<SuperuserScienceStoryViewer />)} />

    <Route path={paths.storyTypeSelection} element={session(<StoryTypeSelection />, true)} />
    <Route path={paths.readingStories} element={session(<ReadingStories />, true)} />
    <Route path="/reading-story-viewer/:id" element={session(<ReadingStoryViewer />, true)} />
    <Route path={paths.scienceStories} element={session(<ScienceStories />, true)} />
    <Route path="/science-story-viewer/:id" element={session(<ScienceStoryViewer />, true)} />

    <Route path="*" element={<NotFound />} />
  </Route>
);
const routeObjects = createRoutesFromElements(routeTree);

export function AppRoutes() {
  home.useWaitForScreen();
  return <Routes>{routeTree}</Routes>;
}

/**
 * Downloads the code of the screen at `pathname` (src/client/main.tsx, before the first render:
 * issue 16, P2); settles when it is here, or has failed (the screen then shows the failure).
 */
export function preloadFirstScreen(pathname: string): Promise<void> {
  return preloadScreen(matchRoutes(routeObjects, pathname)?.at(-1)?.route.element);
}

/** Downloads what every screen of a logged-in child draws: the query provider, the reading support, the offline note. */
export function preloadChildScreens(): Promise<void> {
  return Promise.all([preloadQueries(), preloadChildReadingSupport(), preloadOfflineStatus()]).then(() => undefined);
}
