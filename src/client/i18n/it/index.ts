/** The Italian catalogue, one file per area of the client. Add a new area's file here. */
import { common } from './common';
import { superuser } from './superuser';
import { entrance } from './entrance';
import { entranceNotices } from './entrance-notices';
import { messages } from './messages';
import { archive } from './archive';
import { viewer } from './viewer';
import { workshop } from './workshop';
import { ai } from './ai';
import { paper } from './paper';
import { offline } from './offline';
import { readingSupport } from './reading-support';
import { siteSettings } from './site-settings';
import { share } from './share';
import { translation } from './translation';
import { speech } from './speech';
import { drafts } from './drafts';
import { components } from './components';
import { pages } from './pages';
import { stories } from './stories';
import { storyModes } from './story-modes';
import { publishedStories } from './published-stories';
import { familyLetter } from './family-letter';
import { loginCards } from './login-cards';
import { voice } from './voice';

export const it = {
  common,
  superuser,
  // One area in two files: the legal texts travel apart from the home page's words (home page JavaScript, figure P1 in docs/benchmarks.md).
  entrance: { ...entrance, ...entranceNotices },
  messages,
  archive,
  viewer,
  workshop,
  ai,
  paper,
  offline,
  readingSupport,
  siteSettings,
  share,
  translation,
  speech,
  drafts,
  components,
  pages,
  stories,
  storyModes,
  publishedStories,
  familyLetter,
  loginCards,
  voice,
};

export type Catalogue = typeof it;
