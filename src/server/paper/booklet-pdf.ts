import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { BookletEdition, BookletFormat, BookletOptions } from '../../shared/schemas/paper';
import { A4, BRAND, drawBox, drawCentred, drawCentredLines, drawLine, drawQr, hex, INK, LINE, measure, SOFT_INK, type Surface, type TextStyle } from './draw';
import { embedPaperFonts, type PaperFonts } from './fonts';
import { imposeSaddleStitch } from './layout/imposition';
import { minimumCapacity, paginate, type FlowBlock, type FlowPage } from './layout/paginate';
import { fitText, wrapText } from './layout/wrap';

/** A paragraph of the booklet: its kind gives its look. */
export interface BookletParagraph {
  kind: 'heading' | 'question' | 'guide' | 'body' | 'notice';
  text: string;
  /** A bigger gap above (a new block of the story). */
  newBlock?: boolean;
  /** Starts a new page (the English section). */
  pageBreakBefore?: boolean;
}

export interface BookletImage {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

export interface BookletContent {
  title: string;
  authorName: string;
  modeLabel: string;
  dateLabel: string;
  image: BookletImage | null;
  paragraphs: BookletParagraph[];
  /** The language of the cover, for the document's metadata. */
  language: 'it' | 'en';
  /** A QR on the cover opening the child's recorded voice, with its line. */
  voiceQr?: { url: string; caption: string } | null;
}

/** Points. A5 is exactly half of an A4 sheet turned landscape. */
const A5 = { width: A4.height / 2, height: A4.width };

interface Geometry {
  width: number;
  height: number;
  margin: number;
  /** Space for the page number at the bottom. */
  footer: number;
  scale: number;
}

const geometryOf = (format: BookletFormat): Geometry =>
  format === 'a4' ? { ...A4, margin: 56, footer: 36, scale: 1.3 } : { ...A5, margin: 34, footer: 28, scale: 1 };

/** Cluster-free palette of the booklet: violet for the story's voice, amber for questions. */
const QUESTION = hex('#b45309');

interface LaidLine {
  text: string;
  style: TextStyle;
}

interface LaidBlock {
  flow: FlowBlock;
  lines: LaidLine[];
  indent: number;
}

const upper = (text: string, edition: BookletEdition) => (edition === 'maiuscolo' ? text.toLocaleUpperCase('it-IT') : text);

function styleOf(kind: BookletParagraph['kind'], fonts: PaperFonts, g: Geometry): TextStyle {
  const s = g.scale;
  switch (kind) {
    case 'heading':
      return { font: fonts.black, size: 19 * s, color: BRAND };
    case 'question':
      return { font: fonts.black, size: 15 * s, color: QUESTION };
    case 'guide':
      return { font: fonts.bold, size: 12.5 * s, color: QUESTION };
    case 'notice':
      return { font: fonts.bold, size: 12 * s, color: hex('#92400e') };
    default:
      return { font: fonts.regular, size: 12.5 * s, color: INK };
  }
}

/** Wraps every paragraph to the text width: the blocks the paginator flows. */
function layParagraphs(paragraphs: readonly BookletParagraph[], textWidth: number, fonts: PaperFonts, g: Geometry, edition: BookletEdition): LaidBlock[] {
  return paragraphs
    .map((p) => {
      const style = styleOf(p.kind, fonts, g);
      const indent = p.kind === 'notice' ? 10 * g.scale : 0;
      const text = upper(p.text, edition);
      const lines = wrapText(text, textWidth - 2 * indent, (t) => measure(t, style)).map((line) => ({ text: line, style }));
      const lineHeight = style.size * (p.kind === 'body' ? 1.5 : 1.3);
      const gap = p.kind === 'heading' || p.kind === 'question' ? 0.9 : p.kind === 'guide' ? 0.8 : p.newBlock ? 0.7 : 0.25;
      return {
        flow: {
          lines: lines.length,
          lineHeight,
          spaceBefore: gap * style.size * 1.5,
          keepWithNext: p.kind === 'heading' || p.kind === 'question' || p.kind === 'guide',
          pageBreakBefore: p.pageBreakBefore ?? false,
        },
        lines,
        indent,
      };
    })
    .filter((b) => b.lines.length > 0);
}

type PageDrawer = (s: Surface) => void;

function drawPageNumber(s: Surface, n: number, fonts: PaperFonts, g: Geometry): void {
  drawCentred(s, String(n), s.height - g.footer, g.footer * 0.8, { font: fonts.bold, size: 9 * g.scale, color: SOFT_INK });
}

/** The 'da colorare' frame: an empty rounded box to draw in. */
function drawFrame(s: Surface, x: number, top: number, w: number, h: number, label: string, fonts: PaperFonts, g: Geometry): void {
  drawBox(s, x, top, w, h, { border: hex('#94a3b8'), borderWidth: 1.5, radius: 14, dashed: true });
  drawLine(s, label, x + 12, top + 6, 16 * g.scale, { font: fonts.bold, size: 9 * g.scale, color: hex('#94a3b8') });
}

function coverDrawer(content: BookletContent, image: PDFImage | null, fonts: PaperFonts, g: Geometry, edition: BookletEdition): PageDrawer {
  return (s) => {
    const m = g.margin;
    const inner = s.width - 2 * m;
    drawBox(s, m / 2, m / 2, s.width - m, s.height - m, { border: BRAND, borderWidth: 2.5, radius: 18 });
    let top = m * 1.1;
    const label: TextStyle = { font: fonts.black, size: 10 * g.scale, color: BRAND };
    drawCentred(s, upper(content.modeLabel, edition).toLocaleUpperCase('it-IT'), top, 14 * g.scale, label);
    top += 24 * g.scale;

    const colouring = edition === 'colorare';
    const titleSizes = (colouring ? [46, 40, 34, 28, 24, 20] : [34, 30, 26, 22, 19, 16]).map((v) => v * g.scale);
    const title = fitText(upper(content.title, edition), inner, s.height * 0.3, titleSizes, (t, size) => measure(t, { font: fonts.black, size }), 1.15);
    const titleStyle: TextStyle = { font: fonts.black, size: title.size, color: colouring ? INK : hex('#4c1d95'), outline: colouring };
    const titleLine = title.size * 1.15;
    const authorStyle: TextStyle = { font: fonts.bold, size: 14 * g.scale, color: INK };
    const authorLines = wrapText(upper(`di ${content.authorName}`, edition), inner, (t) => measure(t, authorStyle));
    const bottomReserve = 52 * g.scale;
    const hasPicture = image !== null || colouring;
    if (!hasPicture) {
      // No picture: the title sits in the middle of the cover.
      const block = title.lines.length * titleLine + 12 * g.scale + authorLines.length * 20 * g.scale;
      top = Math.max(top, (s.height - block) / 2 - 10 * g.scale);
    }
    top = drawCentredLines(s, title.lines, top, titleLine, titleStyle, m, inner);
    top = drawCentredLines(s, authorLines, top + 12 * g.scale, 20 * g.scale, authorStyle, m, inner) + 14 * g.scale;

    // The voice's QR and its line take the bottom of the picture's room.
    const qrSize = 72 * g.scale;
    const qrBlock = content.voiceQr ? qrSize + 18 * g.scale : 0;
    const boxHeight = s.height - top - bottomReserve - m * 0.6 - 8 * g.scale - qrBlock;
    if (content.voiceQr) {
      const qrTop = s.height - m * 0.6 - bottomReserve - qrBlock;
      drawQr(s, content.voiceQr.url, m + (inner - qrSize) / 2, qrTop, qrSize);
      const captionStyle: TextStyle = { font: fonts.bold, size: 8.5 * g.scale, color: INK };
      drawCentred(s, upper(content.voiceQr.caption, edition), qrTop + qrSize + 2 * g.scale, 12 * g.scale, captionStyle, m, inner);
    }
    if (image && boxHeight > 40) {
      const ratio = Math.min(inner / image.width, boxHeight / image.height);
      const w = image.width * ratio;
      const h = image.height * ratio;
      s.page.drawImage(image, { x: s.ox + m + (inner - w) / 2, y: s.oy + s.height - top - h - (boxHeight - h) / 2, width: w, height: h });
    } else if (colouring && boxHeight > 40) {
      drawFrame(s, m, top, inner, boxHeight, upper('Disegna qui la copertina', edition), fonts, g);
    }
    const dateStyle: TextStyle = { font: fonts.regular, size: 11 * g.scale, color: SOFT_INK };
    drawCentred(s, upper(content.dateLabel, edition), s.height - m * 0.6 - bottomReserve + 8 * g.scale, 16 * g.scale, dateStyle);
    drawCentred(s, 'FantasMia', s.height - m * 0.6 - bottomReserve + 26 * g.scale, 16 * g.scale, { font: fonts.black, size: 11 * g.scale, color: BRAND });
  };
}

function textPageDrawer(
  page: FlowPage,
  blocks: readonly LaidBlock[],
  number: number,
  fonts: PaperFonts,
  g: Geometry,
  frame: { height: number; label: string } | null,
): PageDrawer {
  return (s) => {
    const m = g.margin;
    for (const part of page) {
      const block = blocks[part.block];
      if (!block) continue;
      let top = m + part.y;
      const lineHeight = block.flow.lineHeight;
      if (block.indent > 0) {
        s.page.drawRectangle({
          x: s.ox + m,
          y: s.oy + s.height - top - (part.to - part.from) * lineHeight,
          width: 3,
          height: (part.to - part.from) * lineHeight,
          color: block.lines[0]?.style.color ?? INK,
        });
      }
      for (let i = part.from; i < part.to; i += 1) {
        const line = block.lines[i];
        if (line) drawLine(s, line.text, m + block.indent, top, lineHeight, line.style);
        top += lineHeight;
      }
    }
    if (frame) drawFrame(s, m, s.height - m - g.footer - frame.height + 8, s.width - 2 * m, frame.height, frame.label, fonts, g);
    drawPageNumber(s, number, fonts, g);
  };
}

/** A page left for a drawing ('da colorare' fills the booklet's spare pages with frames). */
function drawingPageDrawer(fonts: PaperFonts, g: Geometry, edition: BookletEdition, number: number): PageDrawer {
  return (s) => {
    const m = g.margin;
    drawFrame(s, m, m, s.width - 2 * m, s.height - 2 * m - g.footer + 8, upper('Disegna qui la tua scena preferita', edition), fonts, g);
    drawPageNumber(s, number, fonts, g);
  };
}

/** The back cover: the last page of a folded booklet. */
function backCoverDrawer(fonts: PaperFonts, g: Geometry, edition: BookletEdition): PageDrawer {
  return (s) => {
    drawCentred(s, upper('Un libretto scritto con', edition), s.height * 0.72, 16 * g.scale, { font: fonts.regular, size: 10 * g.scale, color: SOFT_INK });
    drawCentred(s, 'FantasMia', s.height * 0.72 + 18 * g.scale, 20 * g.scale, { font: fonts.black, size: 16 * g.scale, color: BRAND });
  };
}

export interface BookletPlan {
  /** Book pages with content (cover included), before padding. */
  pages: number;
  /** Pages of the PDF file. */
  pdfPages: number;
}

async function embedImage(doc: PDFDocument, image: BookletImage | null): Promise<PDFImage | null> {
  if (!image) return null;
  try {
    return image.type === 'png' ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes);
  } catch {
    return null;
  }
}

/**
 * The booklet of a story. 'a4': A4 pages in reading order. 'a5': A5 pages imposed two to a side
 * on A4 landscape sheets for saddle stitch (print both sides flipping on the short edge, fold,
 * staple). The cover is page 1; the story flows from page 2 without cutting a line or leaving a
 * widow; 'colorare' adds an empty frame to draw in on each text page.
 */
export async function renderBooklet(content: BookletContent, options: BookletOptions): Promise<{ bytes: Uint8Array; plan: BookletPlan }> {
  const doc = await PDFDocument.create();
  const fonts = await embedPaperFonts(doc);
  const g = geometryOf(options.format);
  const image = await embedImage(doc, content.image);
  const edition = options.edition;

  const textWidth = g.width - 2 * g.margin;
  const textHeight = g.height - 2 * g.margin - g.footer;
  const heading: BookletParagraph = { kind: 'heading', text: content.title };
  const blocks = layParagraphs([heading, ...content.paragraphs], textWidth, fonts, g, edition);
  const flows = blocks.map((b) => b.flow);
  const frame = edition === 'colorare' ? { height: Math.round(textHeight * 0.4), label: upper('Disegna qui', edition) } : null;
  const capacity = Math.max(minimumCapacity(flows), textHeight - (frame ? frame.height + 14 : 0));
  const flowPages = paginate(flows, capacity);

  const drawers: PageDrawer[] = [coverDrawer(content, image, fonts, g, edition)];
  flowPages.forEach((page, i) => drawers.push(textPageDrawer(page, blocks, i + 2, fonts, g, frame)));
  const contentPages = drawers.length;

  if (options.format === 'a4') {
    for (const draw of drawers) {
      const page = doc.addPage([A4.width, A4.height]);
      draw({ page, ox: 0, oy: 0, width: A4.width, height: A4.height });
    }
  } else {
    const sheets = imposeSaddleStitch(contentPages);
    const n = sheets.length * 4;
    const at = (number: number): PageDrawer | null => {
      const existing = drawers[number - 1];
      if (existing) return existing;
      if (number === n) return backCoverDrawer(fonts, g, edition);
      return edition === 'colorare' ? drawingPageDrawer(fonts, g, edition, number) : null;
    };
    for (const sheet of sheets) {
      for (const side of [sheet.front, sheet.back]) {
        const page = doc.addPage([A4.height, A4.width]);
        at(side.left)?.({ page, ox: 0, oy: 0, width: A5.width, height: A5.height });
        at(side.right)?.({ page, ox: A5.width, oy: 0, width: A5.width, height: A5.height });
        // A faint fold line in the middle of each side.
        page.drawLine({ start: { x: A5.width, y: A5.height - 12 }, end: { x: A5.width, y: A5.height - 2 }, thickness: 0.5, color: LINE });
        page.drawLine({ start: { x: A5.width, y: 2 }, end: { x: A5.width, y: 12 }, thickness: 0.5, color: LINE });
      }
    }
  }

  doc.setTitle(content.title);
  doc.setAuthor(content.authorName);
  doc.setCreator('FantasMia');
  doc.setProducer('FantasMia');
  doc.setLanguage(content.language === 'en' ? 'en' : 'it');
  const bytes = await doc.save();
  return { bytes, plan: { pages: contentPages, pdfPages: doc.getPageCount() } };
}
