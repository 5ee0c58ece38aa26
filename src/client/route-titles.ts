import { matchPath } from 'react-router';
import { paths } from './paths';

/** What every title ends with. */
export const SITE_NAME = 'FantasMia';

/**
 * The document title of every route (issue 13 point 13): '{screen} — FantasMia', one place for
 * all of them, set by <DocumentTitle /> in the app layout on every navigation. Screens whose title
 * depends on their content (a story's title) may refine it with useDocumentTitle.
 */
export const ROUTE_TITLES: readonly (readonly [pattern: string, title: string])[] = [
  [paths.home, 'Benvenuti'],
  [paths.about, 'Cos’è FantasMia'],
  [paths.company, 'Società'],
  [paths.spare, 'Spare'],
  [paths.privacy, 'Informativa Privacy'],
  [paths.contacts, 'Contatti'],
  [paths.termsAcceptance, 'Condizioni d’uso'],
  [paths.dashboard, 'Dashboard Principale'],
  [paths.laboratorio, 'Laboratorio'],
  ['/laboratorio/:id', 'Laboratorio dal vivo'],
  [paths.superuserLaboratorio, 'Laboratorio della classe'],
  ['/superuser-laboratorio/:id', 'Lavagna del Laboratorio'],
  [paths.profiles, 'Elenco Profili'],
  [paths.newProfile, 'Nuovo Profilo'],
  [paths.privacyAcceptance, 'Privacy e condizioni d’uso'],
  [paths.personalPassword, 'Scegli la tua password'],
  [paths.superuser, 'Accesso Superuser'],
  [paths.public, 'Utente Pubblico'],
  [paths.createStory, 'Crea Nuova Storia'],
  [paths.proppModeSelector, 'Le carte di Propp'],
  [paths.proppEditor, 'PROPP'],
  [paths.ghostEditor, 'GHOST'],
  [paths.paroleChiamano, 'Una Parola, Tante Storie'],
  [paths.professionStory, 'Cosa farei se...'],
  [paths.airotsEditor, 'AIROTS'],
  [paths.campbellEditor, 'Carte di Campbell'],
  [paths.cssEditor, 'Cosa Succede se...'],
  ['/story/:storyId', 'Storia'],
  [paths.userArchive, 'Le Tue Storie'],
  [paths.superuserArchive, 'Archivio Completo'],
  [paths.superuserUsers, 'Gestione Utenti'],
  [paths.superuserSettings, 'Impostazioni'],
  [paths.superuserPasswordChange, 'Sicurezza'],
  [paths.superuserPaymentSettings, 'Modalità di pagamento'],
  [paths.superuserStoryManagementSelection, 'Storie da leggere'],
  [paths.superuserReadingStoriesManagement, 'Gestione Storie Magiche'],
  [paths.superuserReadingStoriesView, 'Storie Magiche (gestione)'],
  ['/superuser-reading-story-viewer/:id', 'Storia Magica (gestione)'],
  [paths.superuserScienceStoriesView, 'Storie Scientifiche (gestione)'],
  [paths.superuserScienceStoriesManagement, 'Nuova Storia Scientifica'],
  ['/superuser-science-story-viewer/:id', 'Storia Scientifica (gestione)'],
  [paths.storyTypeSelection, 'Leggi Storie'],
  [paths.readingStories, 'Storie Magiche'],
  ['/reading-story-viewer/:id', 'Storia Magica'],
  [paths.scienceStories, 'Magia della Scienza'],
  ['/science-story-viewer/:id', 'Storia Scientifica'],
];

/** Shown for an address no route knows (the 404 screen). */
export const NOT_FOUND_TITLE = 'Pagina non trovata';

export function fullTitle(screen: string): string {
  return `${screen} — ${SITE_NAME}`;
}

/** The title of a location's screen. */
export function routeTitle(pathname: string): string {
  const found = ROUTE_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return fullTitle(found ? found[1] : NOT_FOUND_TITLE);
}
