/**
 * Which message a failed check of the contract's schemas gets (issue 30 §4): the server answers it
 * as its 400 (server/plugins/errors.ts) and the SPA's forms show it under the field
 * (src/lib/useContractForm.ts), so both say the same thing. A message key (`server.validation.…`,
 * in both locales) and its parameters; the caller names the field (the server by its JSON name,
 * a form by its label).
 */

/** What a zod issue carries that the message needs (zod v4 issue fields, all optional here). */
export interface ValidationIssue {
  code?: string;
  message?: string;
  path?: ReadonlyArray<PropertyKey>;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  values?: readonly unknown[];
  input?: unknown;
  expected?: string;
  /** unrecognized_keys: the fields a strict body does not take */
  keys?: readonly string[];
}

export interface ValidationMessage {
  key: string;
  params: Record<string, string | number>;
}

/** A value of the wrong JSON type is named as such, not as "missing" (which is only for absent ones). */
const TYPE_KEYS: Record<string, string> = {
  string: 'server.validation.field_not_string',
  number: 'server.validation.field_not_number',
  int: 'server.validation.field_not_number',
  boolean: 'server.validation.field_not_boolean',
};

/** `server.validation.control_chars`, `<namespace>.validation.<name>`: a locale key, not a sentence. */
export const MESSAGE_KEY = /^[a-z]\w*(\.\w+)+$/i;

/** The message for one issue; `field` names the field unless the issue names another (an unknown key). */
export function validationMessage(issue: ValidationIssue, field: string): ValidationMessage {
  // a schema's own message is already a key of ours (control characters, the password rule, a
  // form's own text from the spec such as 'Jméno je povinné'); zod's own messages have spaces
  if (issue.message && MESSAGE_KEY.test(issue.message)) return { key: issue.message, params: { field } };
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves out the input unless asked; its own message still says what was received.
      if (issue.input === null || /received (undefined|null)$/.test(issue.message ?? '')) {
        return { key: 'server.validation.field_required', params: { field } };
      }
      return { key: TYPE_KEYS[issue.expected ?? ''] ?? 'server.validation.field_invalid', params: { field } };
    case 'too_small':
      if (isText && Number(issue.minimum) <= 1) return { key: 'server.validation.field_required', params: { field } };
      return { key: isText ? 'server.validation.field_too_short' : 'server.validation.field_too_small', params: { field, min: Number(issue.minimum) } };
    case 'too_big':
      return { key: isText ? 'server.validation.field_too_long' : 'server.validation.field_too_big', params: { field, max: Number(issue.maximum) } };
    case 'unrecognized_keys':
      // a field the call does not take (mass assignment: global_role, is_active, id…) is named, not ignored
      return { key: 'server.validation.field_not_allowed', params: { field: [...(issue.path ?? []), issue.keys?.[0] ?? ''].map(String).filter((p) => p !== '').join('.') } };
    case 'invalid_value':
      return { key: 'server.validation.field_one_of', params: { field, values: (issue.values ?? []).join(', ') } };
    default:
      return { key: 'server.validation.field_invalid', params: { field } };
  }
}
