/**
 * The one form model (issue 30 §4): react-hook-form, checked by the contract's own schema through
 * @hookform/resolvers/zod, so a form refuses exactly what the server would and says it in the
 * server's words (contract/rules/validation.ts, with the field's label instead of its JSON name).
 * The submit keeps the pending state, ignores a second submit while one runs, and toasts the outcome
 * with the server's message when it sent one, else the form's fallback (spec 000 §8).
 *
 * The schema and the resolver load on the first check (the first submit), not with the form: zod
 * stays out of the first screen (contract/route.ts says why).
 */
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldErrors as RhfFieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import i18n from 'i18next';
import type { Route } from '../../contract/route';
import { MESSAGE_KEY, validationMessage, type ValidationIssue } from '../../contract/rules/validation';
import { errorMessage } from './http';
import { loadFormTexts } from './i18n';

/** The route's JSON body schema, as the form's check (loaded when first needed). */
export const bodySchemaOf = (route: Route) => async (): Promise<z.ZodType> => {
  const { body } = await route.schemas();
  if (!body) throw new Error(`${route.method} ${route.path} takes no JSON body`);
  return body;
};

/** Field name → its label as the form shows it (already translated). */
export type FieldLabels = Partial<Record<string, string>>;

/** The message of one issue as the form shows it: the server's sentence, naming the field by its label. */
export function formIssueText(issue: ValidationIssue, labels: FieldLabels): string {
  const path = (issue.path ?? []).map(String).join('.');
  const { key, params } = validationMessage(issue, labels[path] ?? path);
  return i18n.t(key, params);
}

/**
 * A resolver over a contract schema: checks `toBody(values)` (what would be sent) and reports each
 * issue under the form field of the same name. The form keeps its own values (`raw`): a schema's
 * transforms are the server's business.
 */
export function contractResolver<V extends FieldValues>(schema: () => Promise<z.ZodType>, labels: FieldLabels, toBody: (values: V) => unknown): Resolver<V> {
  return async (values, context, options) => {
    // the resolver, the schema and the server's messages (which the first screen's texts leave out)
    const [{ zodResolver }, checked] = await Promise.all([import('@hookform/resolvers/zod'), schema(), loadFormTexts()]);
    const resolve = zodResolver(checked as never, { error: (issue: ValidationIssue) => formIssueText(issue, labels) } as never, { raw: true });
    const result = await (resolve as unknown as Resolver<FieldValues>)(toBody(values) as FieldValues, context, options as never);
    const errors = result.errors as RhfFieldErrors<FieldValues>;
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    translateKeys(errors, [], labels);
    return { values: {}, errors: errors as RhfFieldErrors<V> };
  };
}

/**
 * A schema's own message is a key (`server.validation.…`, `admin.validation.…`): translated here,
 * with the field's label, at any depth (an array item's error sits under `emails.2`).
 */
function translateKeys(node: unknown, path: string[], labels: FieldLabels): void {
  if (!node || typeof node !== 'object') return;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && MESSAGE_KEY.test(message)) {
    (node as { message: string }).message = formIssueText({ message, path }, labels);
  }
  for (const [key, child] of Object.entries(node)) {
    // react-hook-form keeps the DOM element under `ref`
    if (key !== 'ref' && key !== 'message' && key !== 'type') translateKeys(child, [...path, key], labels);
  }
}

export interface ContractFormOptions<V extends FieldValues, R> {
  /** the schema the server checks the body with: `bodySchemaOf(route)` (or one derived from it) */
  schema: () => Promise<z.ZodType>;
  defaultValues: DefaultValues<V>;
  /** field → its label, for the messages */
  labels?: FieldLabels;
  /** the body sent for the form's values (default: the values as they are) */
  toBody?: (values: V) => unknown;
  send: (values: V) => Promise<R>;
  /** toasted after a success (already translated) */
  successText?: string;
  /** toasted when the request fails and the server said nothing useful (already translated) */
  failureText: string;
  onSuccess?: (result: R, values: V) => void;
}

export interface ContractForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** the form's onSubmit: checks, then sends */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** the message of a field's error, if any */
  fieldError: (name: string) => string | undefined;
}

export function useContractForm<V extends FieldValues, R = unknown>(options: ContractFormOptions<V, R>): ContractForm<V> {
  const latest = useRef(options);
  latest.current = options;
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [resolver] = useState(() =>
    contractResolver<V>(
      () => latest.current.schema(),
      new Proxy({}, { get: (_, name: string) => latest.current.labels?.[name] }),
      (values) => (latest.current.toBody ?? ((v: V) => v))(values),
    ),
  );
  const form = useForm<V>({ defaultValues: options.defaultValues, resolver });

  const send = async (values: V) => {
    // the ref stops a double click at once, before React re-renders the disabled button
    if (running.current) return;
    const o = latest.current;
    running.current = true;
    setPending(true);
    let result: R;
    try {
      result = await o.send(values);
    } catch (e) {
      toast.error(errorMessage(e, o.failureText));
      return;
    } finally {
      running.current = false;
      setPending(false);
    }
    if (o.successText) toast.success(o.successText);
    o.onSuccess?.(result, values);
  };

  const fieldError = (name: string): string | undefined => {
    // a dotted body path ('details.floor_count', 'managers.0.name') reads the nested error
    const message: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string') return undefined;
    // a nested error keeps a schema's own message as its key (the resolver translates top-level ones)
    return MESSAGE_KEY.test(message) ? formIssueText({ message, path: name.split('.') }, latest.current.labels ?? {}) : message;
  };

  return { form, onSubmit: form.handleSubmit(send), pending, fieldError };
}
