import { z } from 'zod';

/** A typed text that must not be blank: trimmed, then at least one and at most `max` characters. */
export const requiredText = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
