import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { A4, drawBox, drawCentred, drawCentredLines, hex, INK, measure, SOFT_INK, type Surface, type TextStyle } from './draw';
import { embedPaperFonts, type PaperFonts } from './fonts';
import { fitText } from './layout/wrap';
import { backColumn, CARDS_PER_PAGE, DECK_COLUMNS, type Deck, type DeckCard } from './decks';

/** A poker card: 63 × 88 mm. */
const MM = 72 / 25.4;
const CARD = { width: 63 * MM, height: 88 * MM };
const GRID = { left: (A4.width - 3 * CARD.width) / 2, bottom: (A4.height - 3 * CARD.height) / 2 };
const WHITE = rgb(1, 1, 1);

function cardSurface(page: PDFPage, row: number, column: number): Surface {
  return { page, ox: GRID.left + column * CARD.width, oy: GRID.bottom + (2 - row) * CARD.height, width: CARD.width, height: CARD.height };
}

/** Short marks in the margins along every cut line, so scissors or a trimmer find them. */
function drawCutMarks(page: PDFPage): void {
  const color = hex('#64748b');
  const length = 14;
  const gap = 4;
  const top = GRID.bottom + 3 * CARD.height;
  const right = GRID.left + 3 * CARD.width;
  for (let c = 0; c <= 3; c += 1) {
    const x = GRID.left + c * CARD.width;
    page.drawLine({ start: { x, y: top + gap }, end: { x, y: top + gap + length }, thickness: 0.6, color });
    page.drawLine({ start: { x, y: GRID.bottom - gap }, end: { x, y: GRID.bottom - gap - length }, thickness: 0.6, color });
  }
  for (let r = 0; r <= 3; r += 1) {
    const y = GRID.bottom + r * CARD.height;
    page.drawLine({ start: { x: GRID.left - gap, y }, end: { x: GRID.left - gap - length, y }, thickness: 0.6, color });
    page.drawLine({ start: { x: right + gap, y }, end: { x: right + gap + length, y }, thickness: 0.6, color });
  }
}

function drawFront(s: Surface, card: DeckCard, deck: Deck, fonts: PaperFonts): void {
  const color = hex(card.color);
  const pad = 9;
  const inner = s.width - 2 * pad - 12;
  drawBox(s, pad, pad, s.width - 2 * pad, s.height - 2 * pad, { fill: WHITE, border: color, borderWidth: 2, radius: 12 });
  // The band with the group (cluster, theme...).
  drawBox(s, pad, pad, s.width - 2 * pad, 34, { fill: color, radius: 12 });
  s.page.drawRectangle({ x: s.ox + pad, y: s.oy + s.height - pad - 34, width: s.width - 2 * pad, height: 12, color });
  const kicker = fitText(card.kicker, inner, 28, [9.5, 8.5, 7.5], (t, size) => measure(t, { font: fonts.black, size }), 1.2);
  const kickerTop = pad + (34 - kicker.lines.length * kicker.size * 1.2) / 2;
  drawCentredLines(s, kicker.lines, kickerTop, kicker.size * 1.2, { font: fonts.black, size: kicker.size, color: WHITE });
  let top = pad + 34 + 8;

  if (card.number) {
    const r = 12;
    s.page.drawCircle({ x: s.ox + s.width / 2, y: s.oy + s.height - top - r, size: r, color });
    drawCentred(s, card.number, top, 2 * r, { font: fonts.black, size: 12, color: WHITE });
    top += 2 * r + 6;
  }
  if (card.big) {
    drawCentred(s, card.big, top, 86, { font: fonts.black, size: 78, color });
    top += 90;
  }
  const footer = 22;
  const bodyRoom = card.body ? (card.big ? s.height - top - pad - footer - 26 : 78) : 0;
  const subtitleRoom = card.subtitle ? 22 : 0;
  const titleRoom = s.height - top - pad - footer - bodyRoom - subtitleRoom - 4;
  const title = fitText(card.title, inner, titleRoom, [20, 18, 16, 14, 12.5, 11, 10], (t, size) => measure(t, { font: fonts.black, size }), 1.2);
  const titleStyle: TextStyle = { font: fonts.black, size: title.size, color: INK };
  const titleBlock = title.lines.length * title.size * 1.2;
  top = drawCentredLines(s, title.lines, top + Math.max(0, (titleRoom - titleBlock) / 2), title.size * 1.2, titleStyle);
  if (card.subtitle) {
    const sub = fitText(card.subtitle, inner, 20, [12, 10.5, 9], (t, size) => measure(t, { font: fonts.bold, size }));
    top = drawCentredLines(s, sub.lines, top + 4, sub.size * 1.25, { font: fonts.bold, size: sub.size, color });
  }
  if (card.body) {
    const bodyTop = card.big ? top + 6 : s.height - pad - footer - bodyRoom;
    const body = fitText(card.body, inner, bodyRoom, [10, 9.5, 9, 8.5, 8, 7.5], (t, size) => measure(t, { font: fonts.regular, size }), 1.3);
    const bodyBlock = body.lines.length * body.size * 1.3;
    drawCentredLines(s, body.lines, bodyTop + Math.max(0, (bodyRoom - bodyBlock) / 2), body.size * 1.3, { font: fonts.regular, size: body.size, color: INK });
  }
  drawCentred(s, `FantasMia · ${deck.name}`, s.height - pad - footer + 2, 16, { font: fonts.bold, size: 6.5, color: SOFT_INK });
}

function drawBack(s: Surface, card: DeckCard, deck: Deck, fonts: PaperFonts): void {
  const color = hex(card.color);
  const pad = 9;
  drawBox(s, pad, pad, s.width - 2 * pad, s.height - 2 * pad, { fill: color, radius: 12 });
  drawBox(s, pad + 8, pad + 8, s.width - 2 * pad - 16, s.height - 2 * pad - 16, { border: WHITE, borderWidth: 1.5, radius: 9 });
  const middle = s.height / 2;
  drawCentred(s, 'FantasMia', middle - 40, 28, { font: fonts.black, size: 22, color: WHITE });
  const name = fitText(deck.name, s.width - 50, 34, [12, 10.5, 9], (t, size) => measure(t, { font: fonts.bold, size }));
  const top = drawCentredLines(s, name.lines, middle - 6, name.size * 1.3, { font: fonts.bold, size: name.size, color: WHITE });
  const back = fitText(card.back, s.width - 50, 30, [9.5, 8.5], (t, size) => measure(t, { font: fonts.regular, size }));
  drawCentredLines(s, back.lines, top + 8, back.size * 1.3, { font: fonts.regular, size: back.size, color: WHITE });
}

/**
 * A deck as a PDF: 9 cards (63 × 88 mm) to an A4 page with cut marks, each page of fronts followed
 * by its page of backs (columns mirrored: print both sides, flipping on the long edge).
 */
export async function renderDeck(deck: Deck): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedPaperFonts(doc);
  for (let start = 0; start < Math.max(1, deck.cards.length); start += CARDS_PER_PAGE) {
    const cards = deck.cards.slice(start, start + CARDS_PER_PAGE);
    const front = doc.addPage([A4.width, A4.height]);
    const back = doc.addPage([A4.width, A4.height]);
    cards.forEach((card, i) => {
      const row = Math.floor(i / DECK_COLUMNS);
      const column = i % DECK_COLUMNS;
      drawFront(cardSurface(front, row, column), card, deck, fonts);
      drawBack(cardSurface(back, row, backColumn(column)), card, deck, fonts);
    });
    drawCutMarks(front);
    drawCutMarks(back);
  }
  doc.setTitle(`${deck.name} · FantasMia`);
  doc.setCreator('FantasMia');
  doc.setProducer('FantasMia');
  doc.setLanguage('it');
  return doc.save();
}
