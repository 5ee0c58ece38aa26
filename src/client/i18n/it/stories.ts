import { translator } from '../translator';

/** Messages of the stories area of the client. */
export const stories = {
  'difficultyStars.su5': '{stars, plural, =1 {{stars} stella} other {{stars} stelle}} su 5',
  'difficultyStars.difficolta': 'Difficoltà: {label}',
  'storyReadAloudButton.nonEStatoPossibileCaricare': 'Non è stato possibile caricare il testo da leggere.',
  'saveStoryDialog.daiUnTitoloAllaTua': 'Dai un titolo alla tua storia: la ritroverai nel tuo archivio.',
  'saveStoryDialog.daiUnTitoloPubblico':
    'Dai un titolo alla tua storia. Prima di comparire nell’archivio pubblico la leggerà il superuser: quando l’avrà approvata, tutti potranno leggerla.',
  'saveStoryDialog.salvaLaTuaStoria': 'Salva la tua storia',
  'saveStoryDialog.tuttiPotrannoLeggerlaQuandoIl': 'Tutti potranno leggerla quando il superuser l’avrà approvata.',
  'saveStoryDialog.laTroviNelTuoArchivio': 'La trovi nel tuo Archivio Magico.',
  'saveStoryDialog.errore': 'Errore',
  'saveStoryDialog.unMomento': 'Un momento...',
  'saveStoryDialog.titolo': 'Titolo',
  'saveStoryDialog.ilTitoloDellaStoria': 'Il titolo della storia',
  'saveStoryDialog.annulla': 'Annulla',
  'saveStoryDialog.salvataggio': 'Salvataggio...',
  'saveStoryDialog.salva': 'Salva',
  'storyCategoryChooser.scegliUnMestiereEImmagina': 'Scegli un mestiere e immagina come sarebbe la tua giornata.',
  'storyCategoryChooser.partiDaUnaDomandaStrana': 'Parti da una domanda strana e scopri che cosa cambia nel mondo.',
  'storyCategoryChooser.rispondiASeiDomandeE': 'Rispondi a sei domande e fai nascere un personaggio misterioso.',
  'storyCategoryChooser.daUnaSolaParolaNascono': 'Da una sola parola nascono tante parole: usale tutte nella storia.',
  'storyCategoryChooser.laFiabaAlContrarioRiscrivi': 'La fiaba al contrario: riscrivi una storia famosa a modo tuo.',
  'storyCategoryChooser.dodiciCartePerIlViaggio': 'Dodici carte per il viaggio dell’eroe: scegli e racconta.',
  'storyCategoryChooser.leCarteDelleFiabeCostruisci': 'Le carte delle fiabe: costruisci la tua fiaba passo dopo passo.',
  'storyCategoryChooser.utentePubblico': 'Utente Pubblico',
  'storyCategoryChooser.creaNuovaStoria': 'Crea Nuova Storia',
  'storyCategoryChooser.scegliComeVuoiInventareLa': 'Scegli come vuoi inventare la tua storia. Le stelle dicono quanto è impegnativa.',
  'storyCategoryChooser.staiScrivendoComeUtentePubblico':
    'Stai scrivendo come utente pubblico: la tua storia sarà visibile a tutti dopo che il superuser l’avrà approvata.',
} as const;

export const t = translator('stories', stories);
