import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it as test } from 'vitest';
import { pluralArticle } from '../../shared/format-number';
import { it as catalogue } from './it';
import { LOCALE, messageSource, t, type MessageKey } from '.';

const parse = (source: string) => new IntlMessageFormat(source, LOCALE, undefined, { ignoreTag: true }).getAst();

const keys = Object.entries(catalogue).flatMap(([area, messages]) => Object.keys(messages).map((key) => `${area}.${key}` as MessageKey));

describe('the Italian catalogue', () => {
  test('holds hundreds of messages, each with a non-empty text', () => {
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) expect(messageSource(key).trim(), key).not.toBe('');
  });

  test('every message is valid ICU MessageFormat', () => {
    for (const key of keys) expect(() => parse(messageSource(key)), key).not.toThrow();
  });

  test('a message without placeholders reads the same through ICU, so it may gain one later', () => {
    for (const key of keys) {
      const source = messageSource(key);
      if (source.includes('{')) continue;
      const ast = parse(source);
      expect(ast.length, key).toBe(1);
    }
  });

  test('keys are area.file.name in camelCase', () => {
    for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$|^common\.[a-z][A-Za-z0-9]*$/);
  });
});

describe('t()', () => {
  test('returns the plain text of a key', () => {
    expect(t('common.loading')).toBe('Caricamento...');
  });

  test('formats the ICU plurals exactly as the hand-written ones did', () => {
    expect(t('superuser.completeArchive.storieTrovate', { total: 1 })).toBe('1 storia trovata');
    expect(t('superuser.completeArchive.storieTrovate', { total: 0 })).toBe('0 storie trovate');
    expect(t('superuser.completeArchive.storieTrovate', { total: 1234 })).toBe('1234 storie trovate');
    expect(t('superuser.superuser.storieDaModerare', { pending: 1, anonymous: 0 })).toBe('1 storia da moderare');
    expect(t('superuser.superuser.storieDaModerare', { pending: 3, anonymous: 1 })).toBe('3 storie da moderare, 1 anonima');
    expect(t('superuser.superuser.storieDaModerare', { pending: 3, anonymous: 2 })).toBe('3 storie da moderare, 2 anonime');
    expect(t('superuser.usersList.storieEPubblicate', { stories: 1, published: 0 })).toBe('1 storia, 0 pubblicate');
    for (const [count, text] of [
      [1, 'il profilo selezionato'],
      [8, 'gli 8 profili selezionati'],
      [10, 'i 10 profili selezionati'],
    ] as const)
      expect(t('loginCards.bulk.iProfiliSelezionati', { count, article: pluralArticle(count) })).toBe(text);
  });

  test('keeps apostrophes and guillemets around a placeholder', () => {
    expect(t('superuser.completeArchive.saraCancellataPerSempre', { value: 'La volpe' })).toBe('«La volpe» sarà cancellata per sempre.');
  });
});
