import { translator } from '../translator';

/** Messages of the share area of the client. */
export const share = {
  'exportMenu.esporta': 'Esporta',
  'exportMenu.scaricaTestoTxt': 'Scarica testo (.txt)',
  'exportMenu.stampaOSalvaPdf': 'Stampa o salva PDF',
  'printableStory.di': 'di',
  'printableStory.fantasmia': 'FantasMia',
  'shareMenu.condividi': 'Condividi',
  'shareMenu.mail': 'Mail',
  'shareMenu.copiaAppunti': 'Copia appunti',
  'shareText.copyRefused': 'copy refused',
  'useStoryShare.nessunaStoriaDaCondividere': 'Nessuna storia da condividere',
  'useStoryShare.copiato': 'Copiato!',
  'useStoryShare.nonEStatoPossibileCopiare': 'Non è stato possibile copiare il testo',
  'useStoryShare.errore': 'Errore',
} as const;

export const t = translator('share', share);
