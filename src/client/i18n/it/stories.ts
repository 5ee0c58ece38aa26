import { translator } from '../translator';

/** Messages of the stories area of the client. */
export const stories = {
  'difficultyStars.su5': '{stars, plural, =1 {{stars} stella} other {{stars} stelle}} su 5',
  'difficultyStars.difficolta': 'Difficoltà: {label}',
  'storyReadAloudButton.nonEStatoPossibileCaricare': 'Non è stato possibile caricare il testo da leggere.',
} as const;

export const t = translator('stories', stories);
