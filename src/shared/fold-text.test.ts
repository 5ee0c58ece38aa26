import { describe, expect, it } from 'vitest';
import { foldedContainsPattern, foldText } from './fold-text';

describe('foldText', () => {
  it('drops accents and case: Zoë = Zoe = ZOE, Nicolò = Nicolo', () => {
    for (const v of ['Zoë', 'Zoe', 'ZOE', 'ZOË', 'zoë']) expect(foldText(v)).toBe('zoe');
    expect(foldText('Nicolò')).toBe('nicolo');
    expect(foldText('NICOLÒ')).toBe('nicolo');
    expect(foldText('Perché')).toBe('perche');
    expect(foldText('àèéìíòóùÀÈÉÌÒÙçÇñÑ')).toBe('aeeiioouaeeioucc' + 'nn');
  });

  it('treats a composed and a decomposed accent alike', () => {
    expect(foldText('Zo\u00eb')).toBe(foldText('Zoe\u0308'));
    expect(foldText('Zoe\u0308')).toBe('zoe');
  });

  it('collapses runs of spaces and trims', () => {
    expect(foldText('  Zoë   Ferrari  ')).toBe('zoe ferrari');
    expect(foldText('Anna\t\u00a0Maria')).toBe('anna maria');
  });

  it('reads the typographic apostrophe as the straight one', () => {
    expect(foldText('D’Angelo')).toBe("d'angelo");
    expect(foldText("Nicolò D'Angelo")).toBe("nicolo d'angelo");
  });

  it('keeps letters that carry no separable mark, digits and punctuation', () => {
    expect(foldText('Straße Ø 3ªB-2.x_y')).toBe('straße ø 3ªb-2.x_y');
    expect(foldText('🐉 Il drago')).toBe('🐉 il drago');
    expect(foldText('')).toBe('');
  });

  it('is idempotent', () => {
    for (const v of ['Zoë  Ferrari', 'Perché?', 'ÀÉÎÕÜ', 'D’Angelo']) expect(foldText(foldText(v))).toBe(foldText(v));
  });
});

describe('foldedContainsPattern', () => {
  it('folds the search and escapes LIKE wildcards', () => {
    expect(foldedContainsPattern(' Zoë ')).toBe('%zoe%');
    expect(foldedContainsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
