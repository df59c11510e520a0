import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, meetsPasswordRule } from './rules/auth';

/** Every non-2xx answer of the API (spec 000 §7–§8). */
export const ErrorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * Row ids are PostgreSQL `integer` (and SQLite's rowid kept in that range): 1…2,147,483,647.
 * A larger number can never name a row, and PostgreSQL refuses it with an error instead of
 * "nothing found", so the contract refuses it first (a path id then answers 404, see errors.ts).
 */
export const ID_MAX = 2_147_483_647;
/** An id in a JSON body. */
export const Id = z.number().int().min(1).max(ID_MAX);
/**
 * A whole number in a path or query string, where it arrives as text: decimal digits only, with an
 * optional minus. `z.coerce.number()` took whatever `Number()` takes, so `0x1`, `1e0`, ` 1` and `1.0`
 * all named 1 (issue 30 §2: `/buildings/0x1/doors` was building 1); those are refused now. A number
 * (a test's inject, a parsed JSON body) is checked as it is.
 */
export const IntText = (min: number, max: number, message?: string) =>
  z
    // the number's bounds are stated for the OpenAPI document (meta only; the pipe below checks them)
    .union([z.number().meta({ type: 'integer', minimum: min, maximum: max }), z.string().regex(/^-?\d{1,16}$/, message ?? 'server.validation.field_not_number').meta({ description: `a whole number from ${min} to ${max}, in digits` })], message ? { message } : undefined)
    .transform(Number)
    .pipe(z.number(message ? { message } : undefined).int(message).min(min, message).max(max, message));
/** An id in a path or query string: decimal digits, 1…ID_MAX. */
export const IdText = IntText(1, ID_MAX);

export const IdParam = z.object({ id: IdText });
export const OkResponse = z.object({ status: z.literal('success') });
/** The answer of a 204 (a DELETE): no body. */
export const NoContent = z.null().describe('deleted');

/** ISO 8601 timestamp in UTC, e.g. 2026-11-22T10:00:00.000Z */
export const Timestamp = z.string();

/**
 * Control characters have no place in what people type: NUL breaks PostgreSQL text, the others
 * hide or reorder what a reader sees. C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F).
 */
const CONTROL_CHARS_MESSAGE = 'server.validation.control_chars';
// Whole-string patterns rather than a refine, so that the OpenAPI document states the rule too.
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// eslint-disable-next-line no-control-regex
const NO_CONTROL_EXCEPT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** Refuses every control character in a string schema (for one with its own messages). */
export const singleLine = (s: z.ZodString) => s.regex(NO_CONTROL, CONTROL_CHARS_MESSAGE);
/** One line of text (names, titles, e-mails, search): no control characters at all. */
export const Text = () => singleLine(z.string());
/** Text that may span lines (messages, descriptions, notes): tab and line breaks are allowed. */
export const MultilineText = () => z.string().regex(NO_CONTROL_EXCEPT_LINES, CONTROL_CHARS_MESSAGE);

/** The spec's password rule: at least 8 characters with at least one letter and one digit. */
export const Password = Text()
  .max(PASSWORD_MAX_LENGTH)
  .meta({ minLength: 8, description: 'at least 8 characters, with at least one letter and one digit' })
  .refine(meetsPasswordRule, 'server.validation.password_rule');
