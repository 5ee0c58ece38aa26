/**
 * The twelve cards of Campbell's hero's journey (spec 001 §3): id 1–12, the spec's titles verbatim
 * and in order, a short name, a guiding question for a child of 6–12 (written by us) and a
 * lucide-react icon name (the client maps it to the component).
 */

export interface CampbellCard {
  id: number;
  title: string;
  shortName: string;
  /** The guiding question shown while the child writes this card. */
  question: string;
  icon: CampbellIconName;
}

const CARDS = [
  {
    id: 1,
    title: 'Il mondo di tutti i giorni',
    shortName: 'Il mondo di casa',
    question: "Com'è la vita di tutti i giorni del tuo eroe o della tua eroina? Dove vive, con chi, e che cosa le piace fare?",
    icon: 'House',
  },
  {
    id: 2,
    title: 'Qualcosa lo chiama',
    shortName: 'La chiamata',
    question: "Che cosa succede di strano o di nuovo che invita il tuo eroe a partire per un'avventura?",
    icon: 'Bell',
  },
  {
    id: 3,
    title: 'Non vuole partire (ma qualcosa lo spinge)',
    shortName: 'Il dubbio',
    question: 'Perché il tuo eroe ha paura o non vuole partire? Che cosa lo convince, alla fine, a mettersi in viaggio?',
    icon: 'Hand',
  },
  {
    id: 4,
    title: 'Un incontro che cambia tutto',
    shortName: "L'aiutante",
    question: 'Chi incontra il tuo eroe? Una persona saggia, un animale, una creatura magica? Quale consiglio o quale dono gli lascia?',
    icon: 'HeartHandshake',
  },
  {
    id: 5,
    title: 'La soglia del viaggio',
    shortName: 'La soglia',
    question: 'Qual è il passaggio che porta nel mondo nuovo: una porta, un ponte, un bosco fitto? Che cosa prova il tuo eroe quando lo attraversa?',
    icon: 'DoorOpen',
  },
  {
    id: 6,
    title: 'Prove, amici, nemici',
    shortName: 'Le prove',
    question: 'Quali prove deve superare il tuo eroe? Chi diventa suo amico e chi invece cerca di fermarlo?',
    icon: 'Users',
  },
  {
    id: 7,
    title: 'Vicino al cuore del problema',
    shortName: "L'avvicinamento",
    question: 'Il tuo eroe si avvicina al posto o al momento più difficile. Come si prepara? Che cosa sente dentro di sé?',
    icon: 'Compass',
  },
  {
    id: 8,
    title: 'La sfida centrale',
    shortName: 'La grande sfida',
    question: 'Qual è la prova più difficile di tutto il viaggio? Come la affronta il tuo eroe, e chi gli sta accanto?',
    icon: 'Flame',
  },
  {
    id: 9,
    title: 'Una ricompensa inattesa',
    shortName: 'La ricompensa',
    question: 'Che cosa ottiene il tuo eroe dopo la grande sfida? Un oggetto, un amico, o una scoperta su se stesso?',
    icon: 'Gift',
  },
  {
    id: 10,
    title: 'Strada del ritorno',
    shortName: 'Il ritorno',
    question: 'Come torna verso casa il tuo eroe? Che cosa succede lungo la strada?',
    icon: 'Route',
  },
  {
    id: 11,
    title: 'Ultima prova',
    shortName: "L'ultima prova",
    question: "C'è ancora un ostacolo prima della fine! Come lo supera il tuo eroe, usando quello che ha imparato?",
    icon: 'Zap',
  },
  {
    id: 12,
    title: 'Il nuovo inizio',
    shortName: 'Il nuovo inizio',
    question: "Com'è cambiato il tuo eroe? Com'è la sua vita adesso, e che cosa ha portato a casa per gli altri?",
    icon: 'Sunrise',
  },
] as const satisfies readonly (Omit<CampbellCard, 'icon'> & { icon: string })[];

/** The lucide-react icon names the cards use (the client maps each to its component). */
export type CampbellIconName = (typeof CARDS)[number]['icon'];
export const CAMPBELL_CARDS: readonly CampbellCard[] = CARDS;
export const CAMPBELL_ICON_NAMES: readonly CampbellIconName[] = CAMPBELL_CARDS.map((card) => card.icon);
