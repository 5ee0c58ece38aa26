import type { ApiError } from '../../shared/schemas/api-error';

const isString = (v: unknown): v is string => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The `error` of an API error answer, or null when the body does not have that shape. The same
 * rule as `apiErrorSchema`, checked by hand: every screen's first paint goes through the API
 * client, and zod stays out of the first page's JavaScript (home page JavaScript, figure P1 in docs/benchmarks.md). A test runs both on
 * the same bodies.
 */
export function readApiError(data: unknown): ApiError['error'] | null {
  if (!isObject(data) || !isObject(data.error)) return null;
  const { code, message, title, fields, details } = data.error;
  if (!isString(code) || !isString(message)) return null;
  if (title !== undefined && !isString(title)) return null;
  if (fields !== undefined && !(isObject(fields) && Object.values(fields).every(isString))) return null;
  if (
    details !== undefined &&
    !(isObject(details) && isString(details.message) && (details.status === null || (typeof details.status === 'number' && Number.isFinite(details.status))))
  )
    return null;
  return {
    code,
    message,
    ...(title !== undefined ? { title } : {}),
    ...(fields !== undefined ? { fields: fields as Record<string, string> } : {}),
    ...(details !== undefined ? { details: { status: details.status as number | null, message: details.message as string } } : {}),
  };
}
