import { expect, test } from 'vitest';
import type { z } from 'zod';
import { consentSchema, createProfileSchema, loginSchema, normalizeName, PROFILE_MESSAGES } from './profile';

const valid = { name: 'Giulia', age: 8 };

/** The message zod gives for one field, or undefined when the input is accepted. */
function fieldError(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`refused ${JSON.stringify(input)}: ${result.error.issues.map((i) => i.message).join('; ')}`);
  return result.data;
}

// ---- name (spec 000 §5) ----

test('the name is trimmed and inner runs of spaces collapse', () => {
  expect(parsed(createProfileSchema, { ...valid, name: '  Giulia  ' }).name).toBe('Giulia');
  expect(parsed(createProfileSchema, { ...valid, name: 'Anna \t  Maria' }).name).toBe('Anna Maria');
  expect(normalizeName('  a   b  ')).toBe('a b');
});

test('a missing, blank or non-text name answers "Nome is required"', () => {
  for (const name of [undefined, null, '', '    ', '\n\t', 42, ['Giulia'], { first: 'G' }]) {
    expect(fieldError(createProfileSchema, { ...valid, name }, 'name'), JSON.stringify(name)).toBe('Nome is required');
  }
  expect(PROFILE_MESSAGES.nameRequired).toBe('Nome is required');
});

test('names of exactly 2 and exactly 50 characters are accepted, 1 and 51 refused', () => {
  expect(parsed(createProfileSchema, { ...valid, name: 'Al' }).name).toBe('Al');
  expect(parsed(createProfileSchema, { ...valid, name: 'x'.repeat(50) }).name).toHaveLength(50);
  // The length counts after trimming: 50 letters with spaces around are fine.
  expect(parsed(createProfileSchema, { ...valid, name: `  ${'y'.repeat(50)}  ` }).name).toHaveLength(50);
  expect(fieldError(createProfileSchema, { ...valid, name: 'A' }, 'name')).toBe('Il nome deve avere da 2 a 50 caratteri');
  expect(fieldError(createProfileSchema, { ...valid, name: ' A ' }, 'name')).toBe('Il nome deve avere da 2 a 50 caratteri');
  expect(fieldError(createProfileSchema, { ...valid, name: 'x'.repeat(51) }, 'name')).toBe('Il nome deve avere da 2 a 50 caratteri');
  expect(fieldError(createProfileSchema, { ...valid, name: 'x'.repeat(5000) }, 'name')).toBe('Il nome deve avere da 2 a 50 caratteri');
});

test('letters with accents, digits, spaces, hyphen, underscore and dot are allowed', () => {
  for (const name of ['Niccolò', 'Àlex Ève', 'Çiğdem', 'José-María', 'anna_rossi', 'Dr. Ugo', 'Classe 3B', 'Zoë', 'Ünal', 'Søren', 'Ιωάννα', 'Пётр', '小明']) {
    expect(parsed(createProfileSchema, { ...valid, name }).name, name).toBe(name);
  }
});

test('Italian names with an apostrophe, straight or typographic, are allowed', () => {
  for (const name of ["Nicolò D'Angelo", 'Nicolò D’Angelo', "Anna Dell'Orto-Rossi", "D'Amico"]) {
    expect(parsed(createProfileSchema, { ...valid, name }).name, name).toBe(name);
  }
});

test('any other character answers "Nome contains invalid characters"', () => {
  for (const name of [
    '<script>',
    '<b>Anna</b>',
    'Anna!',
    'Luca "il grande"',
    'a&b',
    'Marco;',
    'Sara@home',
    'Leo/Tom',
    'Ugo😀',
    'javascript:alert(1)',
    'Eva\u0000x',
  ]) {
    expect(fieldError(createProfileSchema, { ...valid, name }, 'name'), name).toBe('Nome contains invalid characters');
  }
});

// ---- email ----

test('email is optional: missing, null, empty or blank means none', () => {
  for (const email of [undefined, null, '', '   ']) {
    expect(parsed(createProfileSchema, { ...valid, email }).email, String(email)).toBeNull();
  }
});

test('a given email is trimmed and lower-cased', () => {
  expect(parsed(createProfileSchema, { ...valid, email: '  Giulia.Rossi@Scuola.IT ' }).email).toBe('giulia.rossi@scuola.it');
});

test('an email that does not look like an address answers "Please enter a valid email address"', () => {
  for (const email of ['non-una-mail', 'a@', '@b.it', 'a@b', 'a b@c.it', 'a@b..it', '<a@b.it>', 42, true, ['a@b.it']]) {
    expect(fieldError(createProfileSchema, { ...valid, email }, 'email'), JSON.stringify(email)).toBe('Please enter a valid email address');
  }
});

test('an email of exactly 254 characters is accepted, 255 refused', () => {
  const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.it`; // 186 characters
  const at254 = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
  expect(at254).toHaveLength(254);
  expect(parsed(createProfileSchema, { ...valid, email: at254 }).email).toBe(at254);
  const at255 = `a${at254}`;
  expect(at255).toHaveLength(255);
  expect(fieldError(createProfileSchema, { ...valid, email: at255 }, 'email')).toBe('Please enter a valid email address');
});

// ---- age ----

const AGE_MESSAGE = "Inserisci un'età valida tra 1 e 120 anni";

test('age accepts whole numbers 1 to 120, also typed as text', () => {
  expect(parsed(createProfileSchema, { ...valid, age: '12' }).age).toBe(12);
  expect(parsed(createProfileSchema, { ...valid, age: ' 9 ' }).age).toBe(9);
  expect(parsed(createProfileSchema, { ...valid, age: 1 }).age).toBe(1);
  expect(parsed(createProfileSchema, { ...valid, age: 120 }).age).toBe(120);
  expect(parsed(createProfileSchema, { ...valid, age: '120' }).age).toBe(120);
});

test(`any other age answers "${AGE_MESSAGE}"`, () => {
  for (const age of [
    0,
    121,
    7.5,
    -1,
    -0.5,
    '0',
    '121',
    '7.5',
    '',
    '  ',
    'dodici',
    '12 anni',
    null,
    undefined,
    true,
    [12],
    { age: 12 },
    Number.NaN,
    Infinity,
    1e21,
  ]) {
    expect(fieldError(createProfileSchema, { ...valid, age }, 'age'), String(age)).toBe(AGE_MESSAGE);
  }
  expect(PROFILE_MESSAGES.age).toBe(AGE_MESSAGE);
});

// ---- gender ----

test('gender is male, female or empty; missing or null means empty', () => {
  expect(parsed(createProfileSchema, { ...valid, gender: 'male' }).gender).toBe('male');
  expect(parsed(createProfileSchema, { ...valid, gender: 'female' }).gender).toBe('female');
  expect(parsed(createProfileSchema, { ...valid, gender: '' }).gender).toBe('');
  expect(parsed(createProfileSchema, valid).gender).toBe('');
  expect(parsed(createProfileSchema, { ...valid, gender: null }).gender).toBe('');
  for (const gender of ['other', 'Male', 'm', 1, true]) {
    expect(fieldError(createProfileSchema, { ...valid, gender }, 'gender'), String(gender)).toBe('Genere non valido');
  }
});

test('a whole valid profile parses to clean values', () => {
  expect(parsed(createProfileSchema, { name: ' Maria  Grazia ', age: '10', email: ' MG@Example.org', gender: 'female' })).toEqual({
    name: 'Maria Grazia',
    age: 10,
    email: 'mg@example.org',
    gender: 'female',
  });
  // Unknown keys are dropped, never stored.
  expect(parsed(createProfileSchema, { ...valid, user_type: 'superuser', password_hash: 'x' })).toEqual({ name: 'Giulia', age: 8, email: null, gender: '' });
});

// ---- login ----

test('login needs a password that is not blank: "Inserisci la password"', () => {
  for (const password of [undefined, null, '', '   ', 5]) {
    expect(fieldError(loginSchema, { name: 'Giulia', password }, 'password'), String(password)).toBe('Inserisci la password');
  }
  expect(fieldError(loginSchema, { name: 'Giulia', password: 'x'.repeat(201) }, 'password')).toBe('Password troppo lunga');
  expect(parsed(loginSchema, { name: 'Giulia', password: 'x'.repeat(200) }).password).toHaveLength(200);
});

test('login by profile id, by name or by email', () => {
  const profileId = '6f1c2c1e-7d8a-4b7e-9b0a-1c2d3e4f5a6b';
  expect(parsed(loginSchema, { profileId, password: 'giulia' })).toMatchObject({ profileId });
  expect(parsed(loginSchema, { name: 'Giulia', password: 'giulia' })).toMatchObject({ name: 'Giulia' });
  expect(parsed(loginSchema, { email: 'g@b.it', password: 'giulia' })).toMatchObject({ email: 'g@b.it' });
  // A form may send an empty name beside the email it was filled with.
  expect(parsed(loginSchema, { name: '', email: 'g@b.it', password: 'giulia' })).toMatchObject({ email: 'g@b.it' });
  expect(parsed(loginSchema, { name: '  ', email: 'g@b.it', password: 'giulia' })).toMatchObject({ email: 'g@b.it' });
});

test('login without a profile, name or email answers "Scegli un profilo"', () => {
  for (const body of [{ password: 'x' }, { name: '', password: 'x' }, { name: '  ', email: ' ', password: 'x' }]) {
    expect(fieldError(loginSchema, body, 'profileId'), JSON.stringify(body)).toBe('Scegli un profilo');
  }
  expect(fieldError(loginSchema, { profileId: 'non-un-id', password: 'x' }, 'profileId')).toBe('Profilo non valido');
  expect(loginSchema.safeParse({ name: 'x'.repeat(201), password: 'x' }).success).toBe(false);
  // NUL cannot reach the database (PostgreSQL refuses it even in a WHERE clause).
  expect(fieldError(loginSchema, { name: 'Eva\u0000', password: 'x' }, 'name')).toBe('Nome contains invalid characters');
  expect(fieldError(loginSchema, { email: 'a\u0000@b.it', password: 'x' }, 'email')).toBe('Please enter a valid email address');
  expect(loginSchema.safeParse({ email: 'x'.repeat(255), password: 'x' }).success).toBe(false);
});

// ---- consent ----

test("consent needs the adult's name and the accepted box", () => {
  expect(parsed(consentSchema, { adultName: '  Papà Marco ', accepted: true })).toEqual({
    adultName: 'Papà Marco',
    accepted: true,
    aiConsent: false,
    voiceConsent: false,
  });
  // the separate AI consent (law 132/2025 art. 4(4)) is optional and a real boolean
  expect(parsed(consentSchema, { adultName: 'Papà Marco', accepted: true, aiConsent: true }).aiConsent).toBe(true);
  expect(fieldError(consentSchema, { adultName: 'Papà Marco', accepted: true, aiConsent: 'sì' }, 'aiConsent')).toBe('Valore non valido');
  expect(parsed(consentSchema, { adultName: 'Al', accepted: true }).adultName).toBe('Al');
  expect(parsed(consentSchema, { adultName: 'x'.repeat(50), accepted: true }).adultName).toHaveLength(50);
  for (const adultName of [undefined, '', '   ', 'A', ' A ', 7]) {
    expect(fieldError(consentSchema, { adultName, accepted: true }, 'adultName'), String(adultName)).toBe("Scrivi il nome dell'adulto");
  }
  expect(fieldError(consentSchema, { adultName: 'x'.repeat(51), accepted: true }, 'adultName')).toBe('Al massimo 50 caratteri');
  for (const adultName of ['Ma\u0000mma', 'Papà\nMarco', 'Zia\tRita']) {
    expect(fieldError(consentSchema, { adultName, accepted: true }, 'adultName'), adultName).toBe("Il nome dell'adulto contiene caratteri non validi");
  }
  for (const accepted of [undefined, false, 'true', 1, null]) {
    expect(fieldError(consentSchema, { adultName: 'Papà Marco', accepted }, 'accepted'), String(accepted)).toBe('Devi accettare le condizioni');
  }
});
