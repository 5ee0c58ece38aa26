import { toast } from 'sonner';
import { downloadBlob, fileSlug } from '../share/share-text';
import { t } from '../../i18n/it/ai';

/** 'La storia del drago' → 'la-storia-del-drago'; nothing usable → 'immagine'. */
export function imageFileName(title: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
  return `${fileSlug(title, 'immagine')}-${stamp}.png`;
}

/** Downloads a stored image as PNG named from the story's title plus a timestamp (spec 001 §9). */
export async function downloadImage(url: string, title: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(String(response.status));
    downloadBlob(imageFileName(title), new Blob([await response.blob()], { type: 'image/png' }));
  } catch {
    toast.error(t('ai.downloadImage.erroreNelDownload'), { description: t('ai.downloadImage.provaACliccareSullImmagine') });
  }
}
