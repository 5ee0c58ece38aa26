import {
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingRgbColor,
  setTextRenderingMode,
  TextRenderingMode,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { printable } from './fonts';

/** A rectangle of a PDF page that a layout draws in, measured from its top-left corner. */
export interface Surface {
  page: PDFPage;
  /** Left and bottom of the area on the page, in points. */
  ox: number;
  oy: number;
  width: number;
  height: number;
}

export const hex = (value: string): RGB => {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

export const INK = hex('#1e293b');
export const SOFT_INK = hex('#64748b');
export const BRAND = hex('#6d28d9');
export const LINE = hex('#cbd5e1');

/** The page y of a distance `top` from the top of the surface. */
export const yOf = (s: Surface, top: number): number => s.oy + s.height - top;

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Outline letters to colour in (the 'da colorare' title). */
  outline?: boolean;
}

const advances = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of a text as it will print (after `printable`): the sum of its characters' advances,
 * remembered per font (asking fontkit to lay out every candidate line is slow on long stories).
 */
export function measure(text: string, style: Pick<TextStyle, 'font' | 'size'>): number {
  let widths = advances.get(style.font);
  if (!widths) {
    widths = new Map();
    advances.set(style.font, widths);
  }
  let total = 0;
  for (const char of printable(text, style.font)) {
    let width = widths.get(char);
    if (width === undefined) {
      width = style.font.widthOfTextAtSize(char, 1000);
      widths.set(char, width);
    }
    total += width;
  }
  return (total * style.size) / 1000;
}

/** One line whose box starts at `top` and is `lineHeight` high, at x (from the surface's left). */
export function drawLine(s: Surface, text: string, x: number, top: number, lineHeight: number, style: TextStyle): void {
  const clean = printable(text, style.font);
  if (clean.trim() === '') return;
  const baseline = yOf(s, top) - lineHeight / 2 - style.size * 0.33;
  const options = { x: s.ox + x, y: baseline, size: style.size, font: style.font, color: style.color ?? INK };
  if (style.outline) {
    const c = style.color ?? INK;
    s.page.pushOperators(
      pushGraphicsState(),
      setTextRenderingMode(TextRenderingMode.Outline),
      setLineWidth(Math.max(0.8, style.size / 40)),
      setStrokingRgbColor(c.red, c.green, c.blue),
    );
    s.page.drawText(clean, options);
    s.page.pushOperators(popGraphicsState());
  } else {
    s.page.drawText(clean, options);
  }
}

/** A line centred in the surface (or in [left, left + width]). */
export function drawCentred(s: Surface, text: string, top: number, lineHeight: number, style: TextStyle, left = 0, width = s.width): void {
  drawLine(s, text, left + (width - measure(text, style)) / 2, top, lineHeight, style);
}

/** The SVG path of a rounded rectangle whose top-left corner is the origin (y grows downward). */
function roundedPath(w: number, h: number, r: number): string {
  const k = Math.min(r, w / 2, h / 2);
  return `M ${k} 0 H ${w - k} Q ${w} 0 ${w} ${k} V ${h - k} Q ${w} ${h} ${w - k} ${h} H ${k} Q 0 ${h} 0 ${h - k} V ${k} Q 0 0 ${k} 0 Z`;
}

export interface BoxStyle {
  fill?: RGB;
  border?: RGB;
  borderWidth?: number;
  radius?: number;
  dashed?: boolean;
}

/** A rounded box at (x, top) from the surface's top-left corner. */
export function drawBox(s: Surface, x: number, top: number, w: number, h: number, style: BoxStyle): void {
  s.page.drawSvgPath(roundedPath(w, h, style.radius ?? 10), {
    x: s.ox + x,
    y: yOf(s, top),
    ...(style.fill ? { color: style.fill } : {}),
    ...(style.border ? { borderColor: style.border, borderWidth: style.borderWidth ?? 1 } : {}),
    ...(style.dashed ? { borderDashArray: [6, 4] } : {}),
  });
}
