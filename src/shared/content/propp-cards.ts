/**
 * The 31 Propp cards (spec 001 §3): id 1–31, a child-friendly title, the spec's function name
 * (verbatim, in the spec's order), a one-line description written by us for children of 6–12,
 * a lucide-react icon name (the client maps it to the component) and the cluster (1–9).
 */

export interface ProppCard {
  id: number;
  title: string;
  name: string;
  description: string;
  icon: ProppIconName;
  cluster: number;
}

const CARDS = [
  // Cluster 1 — Partenza e Vincoli
  {
    id: 1,
    title: 'Qualcuno se ne va',
    name: 'Allontanamento',
    description: 'Un membro della famiglia esce di casa o parte per un viaggio.',
    icon: 'DoorOpen',
    cluster: 1,
  },
  {
    id: 2,
    title: 'Una regola da rispettare',
    name: 'Divieto',
    description: "Qualcuno dice all'eroe che cosa non deve assolutamente fare.",
    icon: 'Ban',
    cluster: 1,
  },
  {
    id: 3,
    title: 'La regola non viene rispettata',
    name: 'Infrazione',
    description: 'Il divieto non viene ascoltato e la regola viene infranta.',
    icon: 'TriangleAlert',
    cluster: 1,
  },
  {
    id: 4,
    title: 'Il cattivo fa domande',
    name: 'Investigazione',
    description: 'Il cattivo cerca informazioni, spia e fa domande furbe.',
    icon: 'Search',
    cluster: 1,
  },
  { id: 5, title: 'Un segreto svelato', name: 'Delazione', description: 'Il cattivo scopre quello che voleva sapere.', icon: 'Ear', cluster: 1 },
  // Cluster 2 — Incontro con il Nemico e Inganno
  {
    id: 6,
    title: 'Un trucco del cattivo',
    name: 'Tranello',
    description: 'Il cattivo si traveste o inventa un trucco per ingannare qualcuno.',
    icon: 'VenetianMask',
    cluster: 2,
  },
  { id: 7, title: 'Ci casca!', name: 'Connivenza', description: 'Qualcuno crede al cattivo e, senza volerlo, lo aiuta.', icon: 'Handshake', cluster: 2 },
  {
    id: 8,
    title: 'Un grosso guaio',
    name: 'Danneggiamento',
    description: 'Il cattivo combina un guaio: ruba, rompe o porta via qualcuno.',
    icon: 'CloudLightning',
    cluster: 2,
  },
  // Cluster 3 — Chiamata all'Azione e Preparazione
  {
    id: 9,
    title: 'La notizia arriva',
    name: 'Mediazione',
    description: "Tutti vengono a sapere del guaio e qualcuno chiede aiuto all'eroe.",
    icon: 'Megaphone',
    cluster: 3,
  },
  {
    id: 10,
    title: "L'eroe dice sì",
    name: "Consenso dell'eroe",
    description: "L'eroe decide di fare qualcosa per sistemare le cose.",
    icon: 'ThumbsUp',
    cluster: 3,
  },
  { id: 11, title: 'Si parte!', name: "Partenza dell'eroe", description: "L'eroe lascia la sua casa e comincia il viaggio.", icon: 'Footprints', cluster: 3 },
  {
    id: 12,
    title: "Una prova per l'eroe",
    name: "L'eroe messo alla prova",
    description: "Qualcuno incontrato per strada fa una domanda o chiede un favore all'eroe.",
    icon: 'Puzzle',
    cluster: 3,
  },
  {
    id: 13,
    title: "L'eroe risponde",
    name: "Reazione dell'eroe",
    description: "L'eroe supera la prova, con gentilezza o con coraggio.",
    icon: 'HeartHandshake',
    cluster: 3,
  },
  // Cluster 4 — Aiuti e Complicazioni
  {
    id: 14,
    title: 'Un dono magico',
    name: 'Fornitura del mezzo magico',
    description: "L'eroe riceve un oggetto magico o un amico speciale che lo aiuterà.",
    icon: 'WandSparkles',
    cluster: 4,
  },
  {
    id: 15,
    title: 'Verso un luogo lontano',
    name: "Trasferimento dell'eroe",
    description: "L'eroe viene portato dove si trova quello che cerca.",
    icon: 'Compass',
    cluster: 4,
  },
  // Cluster 5 — Conflitto e Conquista
  { id: 16, title: 'La sfida', name: 'Lotta', description: "L'eroe e il cattivo si affrontano in una grande sfida.", icon: 'Swords', cluster: 5 },
  {
    id: 17,
    title: 'Un segno speciale',
    name: "Marchiatura dell'eroe",
    description: "L'eroe riceve un segno che lo farà riconoscere: un graffio, un anello, un fazzoletto.",
    icon: 'BadgeCheck',
    cluster: 5,
  },
  { id: 18, title: 'Il cattivo è sconfitto', name: 'Vittoria', description: "L'eroe vince e il cattivo deve arrendersi.", icon: 'Trophy', cluster: 5 },
  // Cluster 6 — Risoluzione e Ritorno
  {
    id: 19,
    title: 'Tutto si aggiusta',
    name: 'Rimozione',
    description: 'Il guaio viene sistemato: chi era prigioniero è libero, ciò che era perso è ritrovato.',
    icon: 'KeyRound',
    cluster: 6,
  },
  { id: 20, title: 'Si torna a casa', name: 'Ritorno', description: "L'eroe prende la strada del ritorno.", icon: 'House', cluster: 6 },
  // Cluster 7 — Post-Ritorno e Nuove Prove
  { id: 21, title: 'Un inseguimento', name: 'Persecuzione', description: "Qualcuno insegue l'eroe per fermarlo.", icon: 'Wind', cluster: 7 },
  { id: 22, title: 'In salvo!', name: 'Salvataggio', description: "L'eroe riesce a scappare o qualcuno arriva a salvarlo.", icon: 'LifeBuoy', cluster: 7 },
  {
    id: 23,
    title: 'Nessuno lo riconosce',
    name: 'Arrivo in incognito',
    description: "L'eroe arriva a casa o in un altro paese e nessuno sa chi è.",
    icon: 'Glasses',
    cluster: 7,
  },
  // Cluster 8 — Smarrimenti e Riconoscimenti
  {
    id: 24,
    title: 'Un falso eroe',
    name: 'Pretese del falso eroe',
    description: "Un imbroglione dice di essere lui l'eroe e vuole il premio.",
    icon: 'Crown',
    cluster: 8,
  },
  {
    id: 25,
    title: 'Un compito difficile',
    name: 'Compito difficile',
    description: "All'eroe viene chiesta un'impresa difficilissima.",
    icon: 'Mountain',
    cluster: 8,
  },
  { id: 26, title: "Ce l'ha fatta!", name: 'Esecuzione', description: "L'eroe riesce nel compito difficile.", icon: 'CircleCheckBig', cluster: 8 },
  {
    id: 27,
    title: 'Finalmente riconosciuto',
    name: 'Riconoscimento',
    description: 'Grazie al suo segno speciale, tutti capiscono chi è il vero eroe.',
    icon: 'Eye',
    cluster: 8,
  },
  {
    id: 28,
    title: 'Giù la maschera',
    name: 'Smascheramento',
    description: 'Il falso eroe o il cattivo viene scoperto davanti a tutti.',
    icon: 'Drama',
    cluster: 8,
  },
  // Cluster 9 — Trasformazione Finale e Ricompense
  {
    id: 29,
    title: 'Una nuova veste',
    name: 'Trasfigurazione',
    description: "L'eroe cambia aspetto: un abito nuovo, un aspetto più bello o più forte.",
    icon: 'Sparkles',
    cluster: 9,
  },
  { id: 30, title: 'Chi ha sbagliato paga', name: 'Punizione', description: 'Il cattivo riceve la punizione che si merita.', icon: 'Gavel', cluster: 9 },
  { id: 31, title: 'Festa grande', name: 'Nozze', description: "L'eroe si sposa o riceve un premio, e tutti fanno festa.", icon: 'PartyPopper', cluster: 9 },
] as const satisfies readonly (Omit<ProppCard, 'icon'> & { icon: string })[];

/** The lucide-react icon names the cards use (the client maps each to its component). */
export type ProppIconName = (typeof CARDS)[number]['icon'];
export const PROPP_CARDS: readonly ProppCard[] = CARDS;
export const PROPP_ICON_NAMES: readonly ProppIconName[] = PROPP_CARDS.map((card) => card.icon);

/** The card with this id (1–31), or undefined. */
export function findProppCard(id: number): ProppCard | undefined {
  return PROPP_CARDS.find((card) => card.id === id);
}

/** The cards of one cluster, in order. */
export function proppCardsOfCluster(cluster: number): ProppCard[] {
  return PROPP_CARDS.filter((card) => card.cluster === cluster);
}
