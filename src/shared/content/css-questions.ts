/**
 * "Cosa Succede se..." (spec 001 §2–3): five themes with five questions each, and the seven
 * guide questions that lead a child from the first idea to the new world. Written by us for
 * children of 6–12.
 */

export const CSS_THEME_NAMES = ['Natura', 'Tecnologia', 'Quotidiano assurdo', 'Storico alternativo', 'Clownesco'] as const;
export type CssThemeName = (typeof CSS_THEME_NAMES)[number];

export interface CssTheme {
  name: CssThemeName;
  /** lucide-react icon name; the client maps it to the component. */
  icon: 'Leaf' | 'Cpu' | 'Coffee' | 'Landmark' | 'PartyPopper';
  questions: readonly string[];
}

export const CSS_THEMES: readonly CssTheme[] = [
  {
    name: 'Natura',
    icon: 'Leaf',
    questions: [
      'Cosa succede se gli alberi potessero camminare?',
      'Cosa succede se una mattina il sole si dimenticasse di sorgere?',
      'Cosa succede se gli animali del bosco imparassero a parlare?',
      'Cosa succede se la neve cadesse in piena estate?',
      'Cosa succede se i fiori si mettessero a cantare ogni mattina?',
    ],
  },
  {
    name: 'Tecnologia',
    icon: 'Cpu',
    questions: [
      'Cosa succede se un robot andasse a scuola al posto tuo?',
      'Cosa succede se tutti i telefoni sparissero per un giorno intero?',
      'Cosa succede se una macchina del tempo atterrasse nel tuo giardino?',
      'Cosa succede se la televisione potesse vederti e parlarti?',
      'Cosa succede se le biciclette imparassero a volare?',
    ],
  },
  {
    name: 'Quotidiano assurdo',
    icon: 'Coffee',
    questions: [
      'Cosa succede se le scarpe decidessero da sole dove andare?',
      'Cosa succede se la tua ombra se ne andasse a spasso senza di te?',
      'Cosa succede se a colazione il latte diventasse viola?',
      'Cosa succede se il frigorifero si mettesse a raccontare barzellette?',
      "Cosa succede se un giorno tutti camminassero all'indietro?",
    ],
  },
  {
    name: 'Storico alternativo',
    icon: 'Landmark',
    questions: [
      'Cosa succede se i dinosauri vivessero ancora oggi?',
      'Cosa succede se gli antichi Romani avessero inventato la bicicletta?',
      'Cosa succede se Leonardo da Vinci vivesse ai giorni nostri?',
      'Cosa succede se nei castelli del Medioevo ci fosse stato internet?',
      'Cosa succede se la ruota non fosse mai stata inventata?',
    ],
  },
  {
    name: 'Clownesco',
    icon: 'PartyPopper',
    questions: [
      'Cosa succede se un clown diventasse il preside della tua scuola?',
      'Cosa succede se a ogni starnuto spuntasse un palloncino colorato?',
      'Cosa succede se tutti avessero il naso rosso e rotondo come i pagliacci?',
      'Cosa succede se un circo intero atterrasse sul tetto di casa tua?',
      'Cosa succede se le torte in faccia diventassero il saluto ufficiale del paese?',
    ],
  },
];

export interface CssGuideQuestion {
  id: number;
  question: string;
  hint: string;
}

/** The seven guide questions of spec 001 §3, in order. */
export const CSS_GUIDE_QUESTIONS: readonly CssGuideQuestion[] = [
  {
    id: 1,
    question: 'Chi se ne accorge per primo?',
    hint: 'Un bambino, una nonna, un gatto, un maestro? Che cosa stava facendo in quel momento?',
  },
  {
    id: 2,
    question: 'Che cosa succede nel villaggio, a scuola o a casa?',
    hint: 'Racconta come cambia la vita di tutti i giorni: che cosa fanno le persone, che cosa non si può più fare?',
  },
  {
    id: 3,
    question: 'Chi è contento e chi no?',
    hint: 'Qualcuno fa salti di gioia, qualcun altro è preoccupato o arrabbiato. Perché?',
  },
  {
    id: 4,
    question: 'Qualcuno dice di NO?',
    hint: "C'è chi non è d'accordo e vuole fermare tutto? Che cosa dice, che cosa fa?",
  },
  {
    id: 5,
    question: 'Qual è il momento più buffo o più spaventoso?',
    hint: "Descrivi la scena che fa ridere a crepapelle oppure venire la pelle d'oca.",
  },
  {
    id: 6,
    question: 'Che cosa decide di fare il protagonista?',
    hint: 'Il tuo personaggio prende una decisione importante: quale? Chi lo aiuta?',
  },
  {
    id: 7,
    question: "Com'è il mondo adesso?",
    hint: 'Alla fine della storia, che cosa è cambiato per sempre? Che cosa è rimasto come prima?',
  },
];
