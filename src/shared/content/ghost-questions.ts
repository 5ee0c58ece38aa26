/**
 * The six GHOST questions (spec 001 §3), verbatim and in order, each with a hint written by us
 * for children of 6–12. The answers, one per question, become the first draft of the story.
 */

export interface GhostQuestion {
  id: number;
  question: string;
  hint: string;
}

export const GHOST_QUESTIONS: readonly GhostQuestion[] = [
  {
    id: 1,
    question: 'Chi era?',
    hint: "Presenta il protagonista: una persona, un animale, un fantasma... Come si chiamava? Com'era fatto?",
  },
  {
    id: 2,
    question: 'Dove si trovava?',
    hint: 'Descrivi il posto: un castello, un bosco, una scuola, una città lontana. Era giorno o notte?',
  },
  {
    id: 3,
    question: 'Cosa faceva?',
    hint: 'Racconta che cosa stava facendo e quale cosa strana o sorprendente è successa.',
  },
  {
    id: 4,
    question: 'Cosa diceva?',
    hint: 'Scrivi le sue parole: che cosa diceva, gridava o sussurrava? Puoi usare le virgolette.',
  },
  {
    id: 5,
    question: 'Cosa diceva la gente?',
    hint: 'Come reagivano gli altri? Erano spaventati, curiosi, arrabbiati o contenti? Che cosa dicevano?',
  },
  {
    id: 6,
    question: 'Come è andata a finire?',
    hint: 'Inventa il finale: come si conclude la storia? È un finale felice, buffo o a sorpresa?',
  },
];
