/** Pure text rules about story content, shared by the CSS editor and the server. */

/**
 * Collapses every run of blank lines (two or more line breaks with nothing but spaces or tabs
 * between them) into exactly one empty line. Saving a CSS story applies it (spec 000 §4).
 * Windows line breaks become plain ones; the text of every line is left as it is.
 */
export function collapseBlankLines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\n[ \t]*\n(?:[ \t]*\n)*/g, '\n\n');
}

/**
 * Splits a text into its paragraphs (blocks separated by blank lines), trimmed, without empty
 * ones: the CSS and Campbell editors reopen a saved story this way (spec 001 §4).
 */
export function splitOnBlankLines(text: string): string[] {
  return collapseBlankLines(text)
    .split('\n\n')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
