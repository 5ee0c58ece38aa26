import { useParams, useSearchParams } from 'react-router';
import { VoiceListenPage } from '../features/voice/voice-listen-page';

/** /voce/{storyId}?k=…: a story's recorded voice, opened from a booklet's QR without logging in. */
export function VoiceListenRoute() {
  const { storyId = '' } = useParams();
  const [params] = useSearchParams();
  return <VoiceListenPage key={storyId} storyId={storyId} secret={params.get('k') ?? ''} />;
}
