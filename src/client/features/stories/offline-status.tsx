import { CloudOff, Smartphone } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '../auth/session';
import type { StorySaveInput } from '../../../shared/schemas/story';
import { storyKeys } from './api/story-query-keys';
import { sendOutcome } from '../offline/device-queue';
import { drain, onOutboxChange, pending } from '../offline/outbox';
import { drainRecordings, onRecordingOutboxChange } from '../offline/recording-outbox';
import { useOnline } from '../offline/use-online';
import { t } from '../../i18n/it/offline';

/** Sends a waiting story; unlike a voice take (refused when the consent is withdrawn), a 403 keeps it for later too. */
const send = (input: StorySaveInput) =>
  sendOutcome(async () => {
    // Loaded only when a story waits on the device (the home page's first paint does not need it).
    const { saveStory } = await import('./api/save-story');
    await saveStory(input);
  }, [403]);

/**
 * Tells the child when the device is offline and how many stories wait on it, and sends them
 * as soon as the network is back (on 'online', on opening the app, after each new one).
 */
export function OfflineStatus() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const session = useSession();
  const profileId = session.data?.user?.id ?? null;
  const [waiting, setWaiting] = useState(0);

  const refresh = useCallback(async () => {
    if (!profileId) return setWaiting(0);
    try {
      setWaiting((await pending(profileId)).length);
    } catch {
      setWaiting(0);
    }
  }, [profileId]);

  const flush = useCallback(async () => {
    if (!profileId || !navigator.onLine) return;
    try {
      const { sent, refused } = await drain(profileId, (entry) => send(entry.input));
      for (const entry of sent)
        toast.success(t('offline.offlineStatus.storiaInviata'), { description: t('offline.offlineStatus.eArrivataLaTroviNel', { title: entry.input.title }) });
      for (const entry of refused)
        toast.error(t('offline.offlineStatus.storiaNonInviata'), {
          description: t('offline.offlineStatus.ilServerNonHaAccettato', { title: entry.input.title }),
        });
      // The voice recorded offline goes after the stories it belongs to.
      const voice = await drainRecordings(profileId);
      if (voice.sent.length > 0) toast.success(t('offline.offlineStatus.voceInviata'));
      if (voice.refused.length > 0) toast.error(t('offline.offlineStatus.voceNonInviata'));
      // The archive (if a screen has loaded it) shows the stories, and the voices, that have just arrived.
      if (sent.length > 0 || voice.sent.length > 0) await queryClient.invalidateQueries({ queryKey: storyKeys.all });
    } catch {
      // IndexedDB unavailable: nothing was queued
    }
  }, [profileId, queryClient]);

  useEffect(() => {
    void refresh();
    void flush();
    const stop = onOutboxChange(() => {
      void refresh();
      void flush();
    });
    const stopVoice = onRecordingOutboxChange(() => void flush());
    const back = () => void flush();
    window.addEventListener('online', back);
    return () => {
      stop();
      stopVoice();
      window.removeEventListener('online', back);
    };
  }, [refresh, flush]);

  if (online && waiting === 0) return null;
  return (
    <div role="status" className="mb-4 flex flex-col gap-2 break-words">
      {online ? null : (
        <p className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          <CloudOff className="size-5 shrink-0" aria-hidden="true" />
          {t('offline.offlineStatus.seiSenzaConnessionePuoiLeggere')}
        </p>
      )}
      {waiting > 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-sky-50 p-3 text-sky-900 ring-1 ring-sky-200">
          <Smartphone className="size-5 shrink-0" aria-hidden="true" />
          {t('offline.offlineStatus.storieSalvateSulDispositivoLe', { waiting })}
        </p>
      ) : null}
    </div>
  );
}
