import { Home, User } from 'lucide-react';
import { Link } from 'react-router';
import { VOICE_MESSAGES } from '../../../shared/schemas/voice';
import { buttonVariants } from '../../components/ui/button';
import { Loading } from '../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { StoryText } from '../stories/story-text';
import { useVoicePlayer } from './use-voice-player';
import { useVoiceLink } from './voice-api';
import { VoicePlayerButton } from './voice-player';
import { t } from '../../i18n/it/voice';

/**
 * What a booklet's QR opens, with no login: the story's title, author and words, and her voice
 * reading it page after page with the page lit. A revoked or mistyped link says so and leads home.
 */
export function VoiceListenPage({ storyId, secret }: { storyId: string; secret: string }) {
  const link = useVoiceLink(storyId, secret);
  const story = link.data;
  const player = useVoicePlayer({ content: story?.content ?? '', recordings: story?.recordings });

  if (link.isPending) return <Loading label={t('voice.listen.caricamento')} />;
  if (link.isError || !story) {
    const gone = !(link.error instanceof ApiRequestError) || link.error.status === 404 || link.error.status === 400;
    return (
      <section className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-2xl bg-paper p-6 ring-1 ring-brand-100">
        <p role="alert" className="text-lg text-ink [overflow-wrap:anywhere]">
          {gone ? VOICE_MESSAGES.linkInvalid : errorMessage(link.error)}
        </p>
        <Link to={paths.home} className={buttonVariants()}>
          <Home aria-hidden="true" />
          {t('voice.listen.tornaAllaHome')}
        </Link>
      </section>
    );
  }

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5" lang={story.language === 'english' ? 'en' : 'it'} aria-labelledby="voice-story-title">
      <header className="flex flex-col gap-2">
        <h1 id="voice-story-title" className="reading-title text-2xl font-extrabold text-brand-900 [overflow-wrap:anywhere] sm:text-3xl">
          {story.title}
        </h1>
        <p className="flex items-center gap-1.5 text-ink-soft [overflow-wrap:anywhere]" lang="it">
          <User className="size-4 text-brand-700" aria-hidden="true" />
          {t('voice.listen.di', { author: story.authorName })}
        </p>
      </header>
      <div className="flex flex-wrap gap-2" lang="it">
        {player.available ? <VoicePlayerButton player={player} variant="default" /> : <p className="text-ink-soft">{t('voice.listen.nessunaRegistrazione')}</p>}
      </div>
      <div
        role="region"
        tabIndex={0}
        aria-label={t('voice.listen.testoDellaStoria')}
        className="max-h-[65vh] min-h-[12em] overflow-y-auto rounded-2xl bg-paper p-5 shadow-sm ring-1 ring-brand-100 sm:p-8"
      >
        <StoryText content={story.content} mode="READING" highlight={player.highlight} />
      </div>
    </article>
  );
}
