import { PDFDocument } from 'pdf-lib';
import { formatFamilyCode } from '../../shared/schemas/family-letter';
import { A4, BRAND, drawBox, drawLine, drawQr, hex, INK, measure, SOFT_INK, type Surface, type TextStyle } from '../paper/draw';
import { embedPaperFonts, type PaperFonts } from '../paper/fonts';
import { wrapText } from '../paper/layout/wrap';
import type { IssuedFamilyLetter } from './issue-family-letters';

const MARGIN = 52;
const QR_SIZE = 132;
const PANEL = hex('#f5f3ff');

export interface FamilyLetterPdfOptions {
  letters: readonly IssuedFamilyLetter[];
  /** The site's address as the families will type it (scheme and host, no trailing slash). */
  origin: string;
}

/** The address of the consent screen, and the same with the letter's secret in its fragment. */
const familyConsentUrl = (origin: string) => `${origin}/family-consent`;
const familyConsentLink = (origin: string, secret: string) => `${familyConsentUrl(origin)}#k=${secret}`;

/** Writes from the top of the page down, starting a new page (the letter's second) when full. */
class Flow {
  s: Surface;
  top = MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly footer: string,
    private readonly fonts: PaperFonts,
  ) {
    this.s = this.newPage();
  }

  private newPage(): Surface {
    const surface = { page: this.doc.addPage([A4.width, A4.height]), ox: 0, oy: 0, width: A4.width, height: A4.height };
    drawLine(surface, this.footer, MARGIN, A4.height - MARGIN + 14, 12, { font: this.fonts.regular, size: 8, color: SOFT_INK });
    this.top = MARGIN;
    return surface;
  }

  /** Makes room for `height` points, on a new page when this one has not enough. */
  room(height: number): void {
    if (this.top + height > A4.height - MARGIN) this.s = this.newPage();
  }

  paragraph(text: string, style: TextStyle, after = 8): void {
    const lineHeight = style.size * 1.38;
    for (const line of wrapText(text, A4.width - 2 * MARGIN, (t) => measure(t, style))) {
      this.room(lineHeight);
      drawLine(this.s, line, MARGIN, this.top, lineHeight, style);
      this.top += lineHeight;
    }
    this.top += after;
  }
}

/** Draws `text` wrapped to `width` from `top` down; returns the top below its last line. */
function drawWrapped(s: Surface, text: string, x: number, top: number, width: number, lineHeight: number, style: TextStyle): number {
  for (const line of wrapText(text, width, (t) => measure(t, style))) {
    drawLine(s, line, x, top, lineHeight, style);
    top += lineHeight;
  }
  return top;
}

function drawLetter(doc: PDFDocument, fonts: PaperFonts, letter: IssuedFamilyLetter, origin: string): void {
  const host = new URL(origin).host;
  const name = letter.name;
  const body: TextStyle = { font: fonts.regular, size: 11 };
  const bold: TextStyle = { font: fonts.bold, size: 11 };
  const heading: TextStyle = { font: fonts.black, size: 12.5, color: BRAND };
  const flow = new Flow(doc, `FantasMia · ${host} · Lettera per la famiglia di ${name}`, fonts);
  const width = A4.width - 2 * MARGIN;

  flow.paragraph('Lettera per la famiglia', { font: fonts.black, size: 24, color: BRAND }, 2);
  flow.paragraph(`Per chi si prende cura di ${name}`, { font: fonts.bold, size: 13, color: SOFT_INK }, 14);
  flow.paragraph('Cara famiglia,', bold, 4);
  flow.paragraph(
    `${name} potrà usare FantasMia, un laboratorio di storie sul web. Insieme a un adulto, bambine e bambini inventano storie passo dopo passo (con le carte di Propp, il viaggio dell'eroe, i giochi di Gianni Rodari), le ascoltano, le illustrano e le conservano nel loro archivio.`,
    body,
  );
  flow.paragraph('Chi lo gestisce', heading, 2);
  flow.paragraph(
    `FantasMia a questo indirizzo (${host}) è gestito dalla scuola o dall'associazione che vi consegna questa lettera. Per ogni domanda, o per chiedere di vedere o cancellare i dati, potete rivolgervi a loro.`,
    body,
  );
  flow.paragraph(`Che cosa conserviamo di ${name}`, heading, 2);
  flow.paragraph(
    `Il nome${letter.age === null ? '' : ` e l'età`}, le storie e i disegni che crea, e il vostro consenso (chi l'ha dato e quando). Non c'è pubblicità e nessuno strumento che segua la navigazione. Gli aiuti di intelligenza artificiale (migliorare un testo, scrivere una poesia) sono facoltativi e si usano solo con un vostro consenso a parte.`,
    body,
  );
  flow.paragraph(
    `Anche registrare la voce di ${name} mentre legge le sue storie è facoltativo: serve un altro consenso, separato, che potete dare o no. Le registrazioni restano su questo sito e si possono cancellare in ogni momento.`,
    body,
  );
  flow.paragraph('Come dare il consenso da casa', heading, 2);
  if (letter.consentGiven) {
    flow.paragraph(`Il consenso per ${name} è già stato registrato: non serve fare altro. Tenete questa lettera come promemoria.`, body);
  } else {
    flow.paragraph(
      `Inquadrate il codice QR con il telefono, oppure aprite il collegamento qui sotto. Vedrete il nome di ${name} e un riassunto dell'informativa sulla privacy; scrivete il vostro nome e premete «Accetto». Non serve creare un account né scegliere una password.`,
      body,
    );
  }

  // The box with the QR, the link and the code.
  const link = familyConsentLink(origin, letter.secret);
  const linkStyle: TextStyle = { font: fonts.bold, size: 8.5, color: INK };
  const boxHeight = QR_SIZE + 28 + wrapText(link, width - 28, (t) => measure(t, linkStyle)).length * 12 + 10;
  flow.room(boxHeight + 8);
  const s = flow.s;
  const boxTop = flow.top;
  drawBox(s, MARGIN, boxTop, width, boxHeight, { fill: PANEL, border: BRAND, borderWidth: 1.2, radius: 14 });
  drawQr(s, link, MARGIN + 14, boxTop + 14, QR_SIZE);
  const right = MARGIN + 14 + QR_SIZE + 16;
  const rightWidth = width - (right - MARGIN) - 14;
  const small: TextStyle = { font: fonts.regular, size: 10 };
  let top = drawWrapped(s, 'Senza fotocamera? Aprite questo indirizzo:', right, boxTop + 18, rightWidth, 14, small);
  drawLine(s, familyConsentUrl(origin), right, top, 16, { font: fonts.bold, size: 11, color: INK });
  top = drawWrapped(s, 'e scrivete questo codice:', right, top + 22, rightWidth, 14, small);
  drawLine(s, formatFamilyCode(letter.code), right, top + 2, 30, { font: fonts.black, size: 22, color: BRAND });
  top = boxTop + 14 + QR_SIZE + 10;
  drawLine(s, 'Il collegamento:', MARGIN + 14, top, 12, { font: fonts.regular, size: 8.5, color: SOFT_INK });
  drawWrapped(s, link, MARGIN + 14, top + 12, width - 28, 12, linkStyle);
  flow.top = boxTop + boxHeight + 14;

  flow.paragraph(
    `Il collegamento e il codice valgono solo per ${name} e una volta sola: custodite questa lettera e non condividetela. Se ne viene stampata una nuova, questa smette di funzionare.`,
    { font: fonts.regular, size: 10, color: SOFT_INK },
  );
  flow.paragraph(`L'informativa completa è su ${origin}/privacy.`, { font: fonts.regular, size: 10, color: SOFT_INK }, 10);
  flow.paragraph('Grazie, e buone storie!', bold, 0);
}

/** The letters as one PDF: each child's letter on its own page (two when the text needs it). */
export async function renderFamilyLetters({ letters, origin }: FamilyLetterPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Lettera per la famiglia — FantasMia');
  doc.setLanguage('it-IT');
  doc.setCreator('FantasMia');
  const fonts = await embedPaperFonts(doc);
  for (const letter of letters) drawLetter(doc, fonts, letter, origin);
  return doc.save();
}
