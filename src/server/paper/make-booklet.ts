import type { Kysely } from 'kysely';
import { DATE_LOCALE } from '../../shared/constants';
import { PAPER_MESSAGES, paperFileName, type BookletOptions } from '../../shared/schemas/paper';
import { toTranslationLanguage } from '../../shared/schemas/translation';
import { storyModeLabel } from '../../shared/story-modes';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Translator } from '../integrations/translate';
import { getStory } from '../stories/get-story';
import type { StoryCaller } from '../stories/story-access';
import { translateText } from '../translation/translate-text';
import { ensureVoiceLinkSecret, voiceLinkPath } from '../recordings/voice-link';
import { renderBooklet, type BookletImage, type BookletParagraph, type BookletPlan } from './booklet-pdf';
import { storyParagraphs, translatedCssParagraphs } from './story-paragraphs';

export interface MakeBookletOptions {
  db: Kysely<Database>;
  caller: StoryCaller | null;
  id: string;
  options: BookletOptions;
  translator: Translator;
  onProviderError: (error: unknown) => void;
  /** The site's address as the caller sees it, for the voice's QR (http/request-security ownOrigin). */
  origin: string;
}

/** The line under the voice's QR on the cover. */
const VOICE_QR_CAPTION = 'Inquadra il codice per ascoltare la mia voce';

export interface Booklet {
  bytes: Uint8Array;
  fileName: string;
  plan: BookletPlan;
  /** False when English was asked for and could not be had. */
  translated: boolean;
}

const dateFormat = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** The story's image as PNG or JPEG (what a PDF embeds); other types go through sharp. */
async function storyImage(db: Kysely<Database>, storyId: string): Promise<BookletImage | null> {
  const row = await db
    .selectFrom('stories')
    .innerJoin('images', 'images.id', 'stories.image_id')
    .select(['images.mime', 'images.data'])
    .where('stories.id', '=', storyId)
    .executeTakeFirst();
  if (!row) return null;
  const data = new Uint8Array(row.data);
  if (row.mime === 'image/png') return { bytes: data, type: 'png' };
  if (row.mime === 'image/jpeg') return { bytes: data, type: 'jpg' };
  try {
    const { default: sharp } = await import('sharp');
    return { bytes: new Uint8Array(await sharp(data).png().toBuffer()), type: 'png' };
  } catch {
    return null;
  }
}

/**
 * The booklet PDF of a story, for whoever may read the story (getStory's rule: the author, the
 * superuser, anyone once published; otherwise 'Storia non trovata'). English comes from the
 * server's translation (and its cache); when it cannot be had, the booklet says so and keeps the
 * Italian text.
 */
export async function makeBooklet({ db, caller, id, options, translator, onProviderError, origin }: MakeBookletOptions): Promise<Booklet> {
  const story = await getStory({ db, caller, id });
  // The voice's QR: the public listening page of a published story, else the private link
  // (made now if missing; only the author or the superuser can print a story not published).
  let voiceQr: { url: string; caption: string } | null = null;
  if (options.voiceQr && story.hasVoice) {
    const path = story.isPublic ? `/voce/${story.id}` : voiceLinkPath(story.id, await ensureVoiceLinkSecret(db, story.id));
    voiceQr = { url: new URL(path, origin).toString(), caption: VOICE_QR_CAPTION };
  }
  const original = storyParagraphs(story.content, story.mode);
  let paragraphs: BookletParagraph[] = original;
  let title = story.title;
  let translated = true;
  let language: 'it' | 'en' = story.language === 'english' ? 'en' : 'it';

  if (options.language !== 'italiano') {
    try {
      const from = toTranslationLanguage(story.language);
      const toEnglish = (text: string) => translateText({ db, translator, input: { text, from, to: 'en' }, onProviderError });
      const [englishTitle, englishText] = await Promise.all([toEnglish(story.title), toEnglish(story.content)]);
      const english = story.mode === 'CSS' ? translatedCssParagraphs(story.content, englishText) : storyParagraphs(englishText, story.mode);
      if (options.language === 'inglese') {
        paragraphs = english;
        title = englishTitle;
        language = 'en';
      } else {
        paragraphs = [...original, { kind: 'heading', text: `In English: ${englishTitle}`, pageBreakBefore: true }, ...english];
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      translated = false;
      paragraphs = [{ kind: 'notice', text: PAPER_MESSAGES.translationUnavailable }, ...original];
    }
  }

  const { bytes, plan } = await renderBooklet(
    {
      title,
      authorName: story.authorName,
      modeLabel: storyModeLabel(story.mode),
      dateLabel: dateFormat.format(new Date(story.updatedAt)),
      image: await storyImage(db, story.id),
      paragraphs,
      language,
      voiceQr,
    },
    options,
  );
  return { bytes, plan, translated, fileName: paperFileName('libretto', story.title) };
}
