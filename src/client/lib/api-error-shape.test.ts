import fc from 'fast-check';
import { expect, test } from 'vitest';
import { apiErrorSchema } from '../../shared/schemas/api-error';
import { readApiError } from './api-error-shape';

// readApiError is the zod-free twin of apiErrorSchema: both must accept and read the same bodies.
const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
);
const errorLike = fc.record(
  {
    code: fc.oneof(fc.string(), value),
    message: fc.oneof(fc.string(), value),
    title: fc.oneof(fc.string(), value),
    fields: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.dictionary(fc.string(), value), value),
    details: fc.oneof(fc.record({ status: fc.oneof(fc.integer(), fc.constant(null), value), message: fc.oneof(fc.string(), value) }), value),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(fc.record({ error: fc.oneof(errorLike, value) }), value, fc.record({ other: value }));

test('readApiError accepts exactly what apiErrorSchema accepts, and reads the same error', () => {
  fc.assert(
    fc.property(body, (data) => {
      const parsed = apiErrorSchema.safeParse(data);
      const read = readApiError(data);
      expect(read !== null).toBe(parsed.success);
      if (parsed.success) expect(read).toEqual(parsed.data.error);
    }),
    { numRuns: 2000 },
  );
});

test('a real error answer is read whole', () => {
  const data = {
    error: {
      code: 'locked',
      message: 'Troppi tentativi falliti. Riprova tra 15 minuti.',
      title: 'Account Bloccato',
      fields: { name: 'Nome richiesto' },
      details: { status: 503, message: 'giù' },
    },
  };
  expect(readApiError(data)).toEqual(data.error);
  expect(readApiError({ error: { code: 'x' } })).toBeNull();
  expect(readApiError('<html>')).toBeNull();
});
