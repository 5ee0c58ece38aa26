import { toast } from 'sonner';
import { t } from '../../i18n/it/ai';

/** 'La storia del drago' → 'la-storia-del-drago'; nothing usable → 'immagine'. */
export function imageFileName(title: string, now: Date = new Date()): string {
  const base =
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'immagine';
  const stamp = now.toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
  return `${base}-${stamp}.png`;
}

/** Downloads a stored image as PNG named from the story's title plus a timestamp (spec 001 §9). */
export async function downloadImage(url: string, title: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    const href = URL.createObjectURL(new Blob([blob], { type: 'image/png' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = imageFileName(title);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch {
    toast.error(t('ai.downloadImage.erroreNelDownload'), { description: t('ai.downloadImage.provaACliccareSullImmagine') });
  }
}
