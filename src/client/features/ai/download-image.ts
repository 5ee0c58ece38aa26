import { toast } from 'sonner';
import { downloadBlob, fileSlug } from '../share/share-text';
import { t } from '../../i18n/it/ai';

/**
 * Downloads a stored image as PNG named from the story's title plus a timestamp (spec 001 §9):
 * 'La storia del drago' → 'la-storia-del-drago-2026-05-04_10-30-00.png'; no usable title → 'immagine-…'.
 */
export async function downloadImage(url: string, title: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(String(response.status));
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
    downloadBlob(`${fileSlug(title, 'immagine')}-${stamp}.png`, new Blob([await response.blob()], { type: 'image/png' }));
  } catch {
    toast.error(t('ai.downloadImage.erroreNelDownload'), { description: t('ai.downloadImage.provaACliccareSullImmagine') });
  }
}
