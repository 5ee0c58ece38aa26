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
import QRCode from 'qrcode';
import { emojiFont, printableRuns, type Run } from './fonts';

/** An A4 page in points, portrait. */
export const A4 = { width: 595.28, height: 841.89 };

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
 * An emoji as SVG path data at size 1 (y pointing down, as SVG and drawSvgPath want; the face's
 * outlines point up) and its advance, remembered per emoji.
 */
const emojiShapes = new Map<string, { path: string; advance: number }>();

function emojiShape(emoji: string): { path: string; advance: number } {
  let shape = emojiShapes.get(emoji);
  if (!shape) {
    const face = emojiFont();
    const laid = face.layout(emoji);
    const k = 1 / face.unitsPerEm;
    let pen = 0;
    let path = '';
    laid.glyphs.forEach((glyph, i) => {
      const at = laid.positions[i];
      const dx = pen + (at?.xOffset ?? 0);
      const dy = at?.yOffset ?? 0;
      for (const [, command = '', numbers = ''] of glyph.path.toSVG().matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
        const values = (numbers.match(/[^\s,]+/g) ?? []).map(Number);
        path += command + values.map((v, j) => (j % 2 === 0 ? (v + dx) * k : -(v + dy) * k).toFixed(4)).join(' ');
      }
      pen += at?.xAdvance ?? glyph.advanceWidth;
    });
    shape = { path, advance: pen * k };
    emojiShapes.set(emoji, shape);
  }
  return shape;
}

/**
 * The width of a run at size 1000: the sum of its characters' advances, remembered per font
 * (asking fontkit to lay out every candidate line is slow on long stories). An emoji run is laid
 * out whole, as a flag's two letters print as one picture.
 */
function runWidth(run: Run): number {
  if (run.emoji) return emojiShape(run.text).advance * 1000;
  let widths = advances.get(run.font);
  if (!widths) advances.set(run.font, (widths = new Map()));
  let total = 0;
  for (const char of run.text) {
    let width = widths.get(char);
    if (width === undefined) widths.set(char, (width = run.font.widthOfTextAtSize(char, 1000)));
    total += width;
  }
  return total;
}

/** The width of a text as it will print (after `printableRuns`). */
export function measure(text: string, style: Pick<TextStyle, 'font' | 'size'>): number {
  let total = 0;
  for (const run of printableRuns(text, style.font)) total += runWidth(run);
  return (total * style.size) / 1000;
}

/** One line whose box starts at `top` and is `lineHeight` high, at x (from the surface's left). */
export function drawLine(s: Surface, text: string, x: number, top: number, lineHeight: number, style: TextStyle): void {
  const runs = printableRuns(text, style.font);
  if (runs.every((run) => run.text.trim() === '')) return;
  const baseline = yOf(s, top) - lineHeight / 2 - style.size * 0.33;
  const c = style.color ?? INK;
  if (style.outline) {
    s.page.pushOperators(
      pushGraphicsState(),
      setTextRenderingMode(TextRenderingMode.Outline),
      setLineWidth(Math.max(0.8, style.size / 40)),
      setStrokingRgbColor(c.red, c.green, c.blue),
    );
  }
  let left = s.ox + x;
  for (const run of runs) {
    if (run.emoji) {
      const path = emojiShape(run.text).path;
      s.page.drawSvgPath(path, {
        x: left,
        y: baseline,
        scale: style.size,
        ...(style.outline ? { borderColor: c, borderWidth: Math.max(0.8, style.size / 40) / style.size } : { color: c }),
      });
    } else {
      s.page.drawText(run.text, { x: left, y: baseline, size: style.size, font: run.font, color: c });
    }
    left += (runWidth(run) * style.size) / 1000;
  }
  if (style.outline) s.page.pushOperators(popGraphicsState());
}

/** A line centred in the surface (or in [left, left + width]). */
export function drawCentred(s: Surface, text: string, top: number, lineHeight: number, style: TextStyle, left = 0, width = s.width): void {
  drawLine(s, text, left + (width - measure(text, style)) / 2, top, lineHeight, style);
}

/** Lines centred one under another from `top`; returns the top below the last. */
export function drawCentredLines(s: Surface, lines: readonly string[], top: number, lineHeight: number, style: TextStyle, left = 0, width = s.width): number {
  lines.forEach((line, i) => drawCentred(s, line, top + i * lineHeight, lineHeight, style, left, width));
  return top + lines.length * lineHeight;
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

/** A QR code: its dark modules as squares, with the quiet zone the standard asks for around them. */
export function drawQr(s: Surface, text: string, x: number, top: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  s.page.drawRectangle({ x: s.ox + x, y: yOf(s, top) - size, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      s.page.drawRectangle({
        x: s.ox + x + (col + 4) * cell,
        y: yOf(s, top) - (row + 5) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: INK,
      });
    }
  }
}
