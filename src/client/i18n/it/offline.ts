import { translator } from '../translator';

/** Messages of the offline area of the client. */
export const offline = {
  'offlineStatus.storiaInviata': 'Storia inviata!',
  'offlineStatus.eArrivataLaTroviNel': '«{title}» è arrivata: la trovi nel tuo Archivio Magico.',
  'offlineStatus.storiaNonInviata': 'Storia non inviata',
  'offlineStatus.voceInviata': 'La tua voce è arrivata!',
  'offlineStatus.voceNonInviata': 'Una registrazione non è stata accettata: registrala di nuovo.',
  'offlineStatus.ilServerNonHaAccettato': 'Il server non ha accettato «{title}».',
  'offlineStatus.seiSenzaConnessionePuoiLeggere': 'Sei senza connessione: puoi leggere le tue storie e scriverne di nuove.',
  'offlineStatus.storieSalvateSulDispositivoLe':
    '{waiting, plural, =1 {Salvata sul dispositivo, la invio appena torna la rete} other {{waiting} storie salvate sul dispositivo: le invio appena torna la rete}}',
  'registerSw.eProntaUnaNuovaVersione': 'È pronta una nuova versione di FantasMia',
  'registerSw.siApriraDaSolaLa': 'Si aprirà da sola la prossima volta, oppure aggiornala ora.',
  'registerSw.aggiorna': 'Aggiorna',
  'useOnline.serveLaConnessioneAInternet': 'Serve la connessione a Internet',
  'useOnline.salvataSulDispositivoLaInvio': 'Salvata sul dispositivo, la invio appena torna la rete',
  'useSignOut.ciSonoStorieNonAncora': 'Ci sono storie non ancora inviate',
  'useSignOut.seEsciOraVieneCancellata':
    '{waiting, plural, =1 {Una storia aspetta la rete. Se esci ora viene cancellata da questo dispositivo e va persa; se resti, parte da sola appena torna la rete.} other {{waiting} storie aspettano la rete. Se esci ora vengono cancellate da questo dispositivo e vanno perse; se resti, partono da sole appena torna la rete.}}',
  'useSignOut.esciComunque': 'Esci comunque',
  'useSignOut.resta': 'Resta',
} as const;

export const t = translator('offline', offline);
