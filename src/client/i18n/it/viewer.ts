import { translator } from '../translator';

/** Messages of the viewer area of the client. */
export const viewer = {
  // Words several of the area's screens share.
  'shared.testoDellaStoria': 'Testo della storia',
  'editMenu.modifica': 'Modifica',
  'queueNav.storieDellElenco': "Le altre storie dell'elenco",
  'queueNav.storiaPrecedente': 'Storia precedente',
  'queueNav.storiaSuccessiva': 'Storia successiva',
  'queueNav.posizione': '{n} di {total}',
  'editMenu.modificaTesto': 'Modifica testo',
  'editMenu.miglioraTestoAi': 'Migliora testo (AI)',
  'editMenu.poesia': 'Poesia',
  'mediaMenu.media': 'Media',
  'mediaMenu.accessoRichiesto': 'Accesso Richiesto',
  'mediaMenu.iServiziMediaRichiedonoL': "I servizi media richiedono l'accesso con email e password: entra con il tuo profilo per usarli con le tue storie.",
  'mediaMenu.chiudi': 'Chiudi',
  'mediaMenu.accedi': 'Accedi',
  'mediaMenu.disegno': 'Disegno',
  'mediaMenu.prestoPotraiTrasformareLaStoria': 'Presto potrai trasformare la storia in un filmato.',
  'mediaMenu.filmato': 'Filmato',
  'mediaMenu.prestoPotraiScegliereVociDiverse': 'Presto potrai scegliere voci diverse per la storia.',
  'mediaMenu.voci': 'Voci',
  'storyEditForm.errore': 'Errore',
  'storyEditForm.modificaLaStoria': 'Modifica la storia',
  'storyEditForm.titolo': 'Titolo',
  'storyEditForm.annulla': 'Annulla',
  'storyEditForm.salvataggio': 'Salvataggio...',
  'storyEditForm.salva': 'Salva',
  'storyViewer.tornaIndietro': 'Torna indietro',
  'storyViewer.sospesa': 'Sospesa',
  'storyViewer.autore': 'Autore',
  'storyViewer.di': 'di',
  'storyViewer.modalita': 'Modalità',
  'storyViewer.ultimaModifica': 'Ultima modifica',
  'storyViewer.azioniSullaStoria': 'Azioni sulla storia',
  'storyViewer.questaStoriaNonHaAncora': 'Questa storia non ha ancora un testo.',
  'storyViewer.immagineDellaStoria': 'Immagine della storia {title}',
  'storyViewer.scaricaPng': 'Scarica PNG',
} as const;

export const t = translator('viewer', viewer);
