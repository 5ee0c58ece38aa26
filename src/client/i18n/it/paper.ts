import { translator } from '../translator';

/** Messages of the paper area of the client. */
export const paper = {
  'bookletDialog.unLibrettoDi': 'Un libretto di «',
  'bookletDialog.daStamparePiegareEColorare': '» da stampare, piegare e colorare.',
  'bookletDialog.edizione': 'Edizione',
  'bookletDialog.daColorareTitoloDaColorare': 'Da colorare: titolo da colorare e riquadri vuoti per disegnare.',
  'bookletDialog.formato': 'Formato',
  'bookletDialog.librettoA5StampaFronteE': 'Libretto A5: stampa fronte e retro (girando sul lato corto), piega i fogli a metà e pinzali al centro.',
  'bookletDialog.lingua': 'Lingua',
  'bookletDialog.lIngleseEUnaTraduzione':
    "L'inglese è una traduzione automatica: se non è disponibile, il libretto resta in italiano e lo scrive nella prima pagina.",
  'bookletDialog.scaricaIlLibretto': 'Scarica il libretto',
  'bookletDialog.laVoce': 'La storia letta ad alta voce',
  'bookletDialog.qrSullaCopertina': 'Metti sulla copertina un codice QR per ascoltare la voce di chi l’ha scritta',
  'bookletDialog.qrSpiegazione':
    'Chi inquadra il codice con un telefono o un tablet ascolta la storia letta da chi l’ha scritta. Se la storia non è pubblicata, il codice è un collegamento privato: puoi disattivarlo quando vuoi.',
  'bookletDialog.disattivaQr': 'Disattiva i codici QR già stampati',
  'bookletDialog.disattivaQrTitolo': 'Disattivare i codici QR già stampati?',
  'bookletDialog.disattivaQrSpiegazione':
    'I libretti già stampati non faranno più ascoltare la voce. Un nuovo libretto con il codice QR avrà un collegamento nuovo.',
  'bookletDialog.disattiva': 'Disattiva',
  'bookletDialog.qrDisattivati': 'Codici QR disattivati',
  'bookletDialog.qrNonDisattivati': 'Non è stato possibile disattivare i codici QR',
  'deckDownloads.stampaFronteERetroRitaglia': 'Stampa fronte e retro, ritaglia lungo i segni e gioca anche senza schermo.',
  'deckDownloads.pdfDaStampare': '{value} (PDF da stampare)',
} as const;

export const t = translator('paper', paper);
