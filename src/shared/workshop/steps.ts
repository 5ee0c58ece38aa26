import { CAMPBELL_CARDS } from '../content/campbell-cards';
import { CSS_GUIDE_QUESTIONS, CSS_THEMES } from '../content/css-questions';
import { PROPP_CLUSTERS, proppPhaseOfCluster } from '../content/propp-clusters';
import { proppCardsOfCluster } from '../content/propp-cards';
import { WORD_BANK, letterKey, wordLetters } from '../content/word-bank';
import type { WorkshopMethod } from '../schemas/workshop';

/** What the board shows large for one step of a method (a Propp cluster, a Campbell card, a question, a word). */
export interface WorkshopStep {
  /** Small line above the title, e.g. 'Gruppo 3 di 9'. */
  kicker: string;
  title: string;
  text: string;
  /** Propp: the cards of the cluster, to choose from while telling. */
  cards?: { title: string; name: string; description: string }[];
}

/** What a workshop was created with; the steps are derived from it. */
export interface WorkshopConfig {
  method: WorkshopMethod;
  /** Cosa Succede se...: the starting question. */
  cssQuestion?: string;
  /** Una Parola, Tante Storie: the word and the series drawn from its letters. */
  word?: string;
  words?: string[];
  /** How the story is signed: the group's or the class's name chosen at setup. */
  signature?: string;
}

/** The steps of a method, in order (spec 001 §3–4: 9 Propp clusters, 12 Campbell cards, 1 + 7 CSS questions, one word per letter). */
export function workshopSteps(config: WorkshopConfig): WorkshopStep[] {
  switch (config.method) {
    case 'PROPP':
      return PROPP_CLUSTERS.map((cluster) => ({
        kicker: `Gruppo ${cluster.id} di ${PROPP_CLUSTERS.length} · ${proppPhaseOfCluster(cluster.id).name}`,
        title: cluster.name,
        text: cluster.hint,
        cards: proppCardsOfCluster(cluster.id).map((c) => ({ title: c.title, name: c.name, description: c.description })),
      }));
    case 'CAMPBELL':
      return CAMPBELL_CARDS.map((card) => ({ kicker: `Carta ${card.id} di ${CAMPBELL_CARDS.length}`, title: card.title, text: card.question }));
    case 'CSS': {
      const question = config.cssQuestion ?? CSS_THEMES[0]?.questions[0] ?? 'Cosa succede se...?';
      return [
        { kicker: 'La domanda', title: question, text: 'Come comincia la storia? Raccontate che cosa succede.' },
        ...CSS_GUIDE_QUESTIONS.map((q) => ({ kicker: `Domanda ${q.id} di ${CSS_GUIDE_QUESTIONS.length}`, title: q.question, text: q.hint })),
      ];
    }
    case 'PAROLE_CHIAMANO': {
      const words = config.words ?? [];
      return words.map((word, i) => ({
        kicker: `Parola ${i + 1} di ${words.length}${config.word ? ` · ${config.word.toUpperCase()}` : ''}`,
        title: word,
        text: `Continuate la storia usando la parola «${word}».`,
      }));
    }
  }
}

/** One word from the bank for each letter of `word` (letters outside the bank are skipped). */
export function drawWordSeries(word: string, random: () => number = Math.random): string[] {
  const out: string[] = [];
  for (const ch of wordLetters(word)) {
    const key = letterKey(ch);
    if (!key) continue;
    const bank = WORD_BANK[key];
    const pick = bank[Math.floor(random() * bank.length)] ?? bank[0];
    if (pick) out.push(pick);
  }
  return out;
}

/** Every starting question of Cosa Succede se... */
export const CSS_ALL_QUESTIONS: readonly string[] = CSS_THEMES.flatMap((t) => t.questions);
