import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, meetsPasswordRule } from './rules/auth';

/** Every non-2xx answer of the API (spec 000 §7–§8). */
export const ErrorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const IdParam = z.object({ id: z.coerce.number().int().positive() });
export const OkResponse = z.object({ status: z.literal('success') });

/** ISO 8601 timestamp in UTC, e.g. 2026-11-22T10:00:00.000Z */
export const Timestamp = z.string();

/** The spec's password rule: at least 8 characters with at least one letter and one digit. */
export const Password = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine(meetsPasswordRule, 'server.validation.password_rule');
