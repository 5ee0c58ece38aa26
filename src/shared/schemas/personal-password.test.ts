import { expect, test } from 'vitest';
import { changePasswordSchema, consentSchema, PASSWORD_MESSAGES, personalPasswordProblem } from './profile';
import { siteSettingsSchema, updateSiteSettingsSchema } from './settings';

test('a personal password has at least 6 characters and is not the name (compared as logins compare)', () => {
  expect(personalPasswordProblem('', 'Giulia')).toBe(PASSWORD_MESSAGES.required);
  expect(personalPasswordProblem('   ', 'Giulia')).toBe(PASSWORD_MESSAGES.required);
  expect(personalPasswordProblem('abcde', 'Giulia')).toBe(PASSWORD_MESSAGES.tooShort);
  expect(personalPasswordProblem(' 🙂🙂🙂🙂🙂 ', 'Giulia')).toBe(PASSWORD_MESSAGES.tooShort);
  expect(personalPasswordProblem('  GIULIA  ', 'Giulia')).toBe(PASSWORD_MESSAGES.sameAsName);
  expect(personalPasswordProblem('anna  maria', 'Anna Maria')).toBe(PASSWORD_MESSAGES.sameAsName);
  expect(personalPasswordProblem('giulia1', 'Giulia')).toBeNull();
  expect(personalPasswordProblem('stella-marina', 'Giulia')).toBeNull();
});

test('the new password is typed twice; case and outer spaces do not matter', () => {
  expect(changePasswordSchema.safeParse({ current: 'luna', password: 'Stella-Marina', confirm: ' stella-marina ' }).success).toBe(true);
  const differ = changePasswordSchema.safeParse({ current: 'luna', password: 'stella-marina', confirm: 'stella' });
  expect(differ.success ? null : differ.error.issues[0]).toMatchObject({ message: PASSWORD_MESSAGES.differ, path: ['confirm'] });
  expect(changePasswordSchema.safeParse({ current: 'luna', password: 'a\u0000bcdefg', confirm: 'a\u0000bcdefg' }).success).toBe(false);
  const noCurrent = changePasswordSchema.safeParse({ current: ' ', password: 'stella-marina', confirm: 'stella-marina' });
  expect(noCurrent.success ? null : noCurrent.error.issues[0]?.message).toBe(PASSWORD_MESSAGES.currentRequired);
});

test('consent takes a password only optionally, and then checks it', () => {
  expect(consentSchema.safeParse({ adultName: 'Papà Gino', accepted: true }).success).toBe(true);
  expect(consentSchema.safeParse({ adultName: 'Papà Gino', accepted: true, password: 'corta', confirm: 'corta' }).success).toBe(false);
  expect(consentSchema.safeParse({ adultName: 'Papà Gino', accepted: true, password: 'arcobaleno' }).success).toBe(false);
  expect(consentSchema.safeParse({ adultName: 'Papà Gino', accepted: true, password: 'arcobaleno', confirm: 'arcobaleno' }).success).toBe(true);
});

test('site settings are two booleans; an update may carry either, nothing else', () => {
  expect(siteSettingsSchema.safeParse({ requirePersonalPasswords: true, hideProfileList: false }).success).toBe(true);
  expect(updateSiteSettingsSchema.safeParse({}).success).toBe(true);
  expect(updateSiteSettingsSchema.safeParse({ hideProfileList: 'true' }).success).toBe(false);
  expect(updateSiteSettingsSchema.safeParse({ isSuperuser: true }).success).toBe(false);
});
