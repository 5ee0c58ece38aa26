import { authorInitials } from '../schemas/archive';

/** The closing line of a class story that names the children who wrote it. */
export const AUTHORS_LINE_PREFIX = 'Hanno scritto: ';

/** 'Anna', 'Anna e Bruno', 'Anna, Bruno e Carla'. */
const namesList = new Intl.ListFormat('it', { type: 'conjunction' });

export function authorsLineOf(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const list = namesList.format(names);
  // Initials already end with a full stop.
  return `${AUTHORS_LINE_PREFIX}${list}${list.endsWith('.') ? '' : '.'}`;
}

/**
 * A class story published 'con le iniziali': its closing line names the children by their initials
 * too ('Hanno scritto: A. R. e B. B.'), so the public never reads a child's full name.
 */
export function withInitialsInAuthorsLine(content: string, names: readonly string[]): string {
  const at = content.lastIndexOf(`\n\n${AUTHORS_LINE_PREFIX}`);
  const start = at === -1 ? (content.startsWith(AUTHORS_LINE_PREFIX) ? 0 : -1) : at + 2;
  if (start === -1 || names.length === 0) return content;
  return `${content.slice(0, start)}${authorsLineOf(names.map(authorInitials))}`;
}
