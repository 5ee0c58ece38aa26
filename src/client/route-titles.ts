import { matchPath } from 'react-router';
import { paths } from './paths';
import { t } from './i18n/it/common';

/** What every title ends with. */
export const SITE_NAME = 'FantasMia';

/**
 * The document title of every route: '{screen} — FantasMia', one place for
 * all of them, set by <DocumentTitle /> in the app layout on every navigation. Screens whose title
 * depends on their content (a story's title) may refine it with useDocumentTitle.
 */
export const ROUTE_TITLES: readonly (readonly [pattern: string, title: string])[] = [
  [paths.home, t('common.routeTitles.benvenuti')],
  [paths.about, t('common.routeTitles.cosEFantasmia')],
  [paths.company, t('common.routeTitles.societa')],
  [paths.spare, t('common.routeTitles.spare')],
  [paths.privacy, t('common.routeTitles.informativaPrivacy')],
  [paths.contacts, t('common.routeTitles.contatti')],
  [paths.termsAcceptance, t('common.routeTitles.condizioniDUso')],
  [paths.dashboard, t('common.routeTitles.dashboardPrincipale')],
  [paths.laboratorio, t('common.routeTitles.laboratorio')],
  ['/laboratorio/:id', t('common.routeTitles.laboratorioDalVivo')],
  [paths.superuserLaboratorio, t('common.routeTitles.laboratorioDellaClasse')],
  ['/superuser-laboratorio/:id', t('common.routeTitles.lavagnaDelLaboratorio')],
  [paths.profiles, t('common.routeTitles.elencoProfili')],
  [paths.newProfile, t('common.routeTitles.nuovoProfilo')],
  [paths.privacyAcceptance, t('common.routeTitles.privacyECondizioniDUso')],
  [paths.familyConsent, t('common.routeTitles.consensoDellaFamiglia')],
  [paths.cardLogin, t('common.routeTitles.entraConLaTessera')],
  [paths.superuser, t('common.routeTitles.accessoSuperuser')],
  [paths.public, t('common.routeTitles.utentePubblico')],
  [paths.createStory, t('common.routeTitles.creaNuovaStoria')],
  [paths.proppModeSelector, t('common.routeTitles.leCarteDiPropp')],
  [paths.proppEditor, 'PROPP'],
  [paths.ghostEditor, 'GHOST'],
  [paths.paroleChiamano, t('common.routeTitles.unaParolaTanteStorie')],
  [paths.professionStory, t('common.routeTitles.cosaFareiSe')],
  [paths.airotsEditor, 'AIROTS'],
  [paths.campbellEditor, t('common.routeTitles.carteDiCampbell')],
  [paths.cssEditor, t('common.routeTitles.cosaSuccedeSe')],
  ['/story/:storyId', t('common.routeTitles.storia')],
  ['/voce/:storyId', t('common.routeTitles.ascoltaLaVoce')],
  [paths.userArchive, t('common.routeTitles.leTueStorie')],
  [paths.superuserArchive, t('common.routeTitles.archivioCompleto')],
  [paths.classStories, t('common.routeTitles.storieDellaClasse')],
  [paths.superuserUsers, t('common.routeTitles.gestioneUtenti')],
  [paths.superuserRecordings, t('common.routeTitles.leVociDeiBambini')],
  [paths.superuserSettings, t('common.routeTitles.impostazioni')],
  [paths.superuserPasswordChange, t('common.routeTitles.sicurezza')],
  [paths.superuserPaymentSettings, t('common.routeTitles.modalitaDiPagamento')],
  [paths.superuserStoryManagementSelection, t('common.routeTitles.storieDaLeggere')],
  [paths.superuserReadingStoriesManagement, t('common.routeTitles.gestioneStorieMagiche')],
  [paths.superuserReadingStoriesView, t('common.routeTitles.storieMagicheGestione')],
  ['/superuser-reading-story-viewer/:id', t('common.routeTitles.storiaMagicaGestione')],
  [paths.superuserScienceStoriesView, t('common.routeTitles.storieScientificheGestione')],
  [paths.superuserScienceStoriesManagement, t('common.routeTitles.nuovaStoriaScientifica')],
  ['/superuser-science-story-viewer/:id', t('common.routeTitles.storiaScientificaGestione')],
  [paths.storyTypeSelection, t('common.routeTitles.leggiStorie')],
  [paths.readingStories, t('common.routeTitles.storieMagiche')],
  ['/reading-story-viewer/:id', t('common.routeTitles.storiaMagica')],
  [paths.scienceStories, t('common.routeTitles.magiaDellaScienza')],
  ['/science-story-viewer/:id', t('common.routeTitles.storiaScientifica')],
];

/** Shown for an address no route knows (the 404 screen). */
export const NOT_FOUND_TITLE = t('common.routeTitles.paginaNonTrovata');

export function fullTitle(screen: string): string {
  return `${screen} — ${SITE_NAME}`;
}

/** The title of a location's screen. */
export function routeTitle(pathname: string): string {
  const found = ROUTE_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return fullTitle(found ? found[1] : NOT_FOUND_TITLE);
}
