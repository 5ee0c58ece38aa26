import { toast } from 'sonner';
import { copyText, isEmptyStory, mailtoHref, shareText, type ClipboardLike, type ShareableStory } from './share-text';
import { t } from '../../i18n/it/share';

export const SHARE_MESSAGES = {
  nothingToShare: t('share.useStoryShare.nessunaStoriaDaCondividere'),
  copied: t('share.useStoryShare.copiato'),
  copyFailed: t('share.useStoryShare.nonEStatoPossibileCopiare'),
} as const;

export interface StoryShare {
  /** Copies title and text ('Copiato!'); false when there was nothing or it failed. */
  copy: () => Promise<boolean>;
  /** The mailto link, or null when there is nothing to share. */
  mailHref: string | null;
  /** Opens the mail program, or says there is nothing to share. */
  mail: () => void;
}

/** Sharing a story: clipboard and e-mail, with the spec's messages. */
export function useStoryShare(story: ShareableStory, clipboard?: ClipboardLike): StoryShare {
  const empty = isEmptyStory(story);
  const copy = async () => {
    if (empty) {
      toast.info(SHARE_MESSAGES.nothingToShare);
      return false;
    }
    try {
      await copyText(shareText(story), clipboard);
      toast.success(SHARE_MESSAGES.copied);
      return true;
    } catch {
      toast.error(t('share.useStoryShare.errore'), { description: SHARE_MESSAGES.copyFailed });
      return false;
    }
  };
  const mailHref = empty ? null : mailtoHref(story);
  const mail = () => {
    if (!mailHref) {
      toast.info(SHARE_MESSAGES.nothingToShare);
      return;
    }
    window.location.assign(mailHref);
  };
  return { copy, mailHref, mail };
}
