import { Fragment, type ReactNode } from 'react';

export interface RichTextProps {
  /** A catalogue message whose stressed words are marked `<b>…</b>` (the sentence stays one message a translator can reorder). */
  text: string;
  /** How a stressed part is drawn: <strong> by default. */
  b?: (chunk: string) => ReactNode;
}

/** A sentence of the catalogue with a few words stressed, drawn as text nodes (never as HTML). */
export function RichText({ text, b = (chunk) => <strong>{chunk}</strong> }: RichTextProps) {
  const parts = text.split(/<b>(.*?)<\/b>/s);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{b(part)}</Fragment> : part))}</>;
}
