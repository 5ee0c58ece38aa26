import { t as tr } from '../../i18n/it/share';
/** The plain-text helpers behind sharing and export: clipboard, mailto, .txt. */

export interface ShareableStory {
  title: string;
  content: string;
}

export interface ExportableStory extends ShareableStory {
  authorName: string;
  /** Already formatted in it-IT. */
  date: string;
}

/** Nothing to share: no text at all. */
export function isEmptyStory({ content }: ShareableStory): boolean {
  return content.trim() === '';
}

/** The text copied or mailed: the title, a blank line, the story. */
export function shareText({ title, content }: ShareableStory): string {
  const t = title.trim();
  return t ? `${t}\n\n${content.trim()}` : content.trim();
}

/** A mailto link with the title as subject and the story as body (spec 000 §2). */
export function mailtoHref({ title, content }: ShareableStory): string {
  return `mailto:?subject=${encodeURIComponent(title.trim())}&body=${encodeURIComponent(content.trim())}`;
}

/** The .txt file: title, author, date, then the text. Windows line breaks so Notepad shows lines. */
export function storyTextFile({ title, authorName, date, content }: ExportableStory): string {
  const lines = [title.trim(), `di ${authorName}`, date, '', content.trim(), ''];
  return lines.join('\n').replace(/\n/g, '\r\n');
}

/** 'Perché il Drago è BLU?' → 'perche-il-drago-e-blu': letters, digits and dashes, `fallback` when nothing is left. */
export function fileSlug(title: string, fallback = 'storia'): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || fallback;
}

/** A file name from the title: its slug, 'storia' when nothing is left. */
export const storyFileName = (title: string, extension: string) => `${fileSlug(title)}.${extension}`;

/** The clipboard boundary: navigator.clipboard where the page is secure, else the old copy command. */
export interface ClipboardLike {
  writeText: (text: string) => Promise<void>;
}

export async function copyText(
  text: string,
  clipboard: ClipboardLike | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard,
): Promise<void> {
  if (clipboard) {
    await clipboard.writeText(text);
    return;
  }
  // On a classroom network over plain http there is no navigator.clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error(tr('share.shareText.copyRefused'));
  } finally {
    area.remove();
  }
}

/** Saves a file through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadTextFile = (fileName: string, text: string) => downloadBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
