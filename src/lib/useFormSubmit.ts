/**
 * One pattern for every form's submit (issue 7 §4): field errors from a pure check first (the
 * shared rules in contract/rules/*), then the request through SWR's useSWRMutation, which keeps
 * the pending state; a second submit while one runs is ignored; the outcome is toasted with the
 * server's own words when it sent any (errorMessage), else the form's fallback.
 */
import { useRef, useState } from 'react';
import useSWRMutation from 'swr/mutation';
import toast from 'react-hot-toast';
import { errorMessage } from './http';

/** field → i18n key of its error */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export interface FormSubmitOptions<V, R, K extends string> {
  /** names the mutation ('form:…'); kept apart from fetch keys, so nothing is revalidated by it */
  key: string;
  send: (values: V) => Promise<R>;
  /** i18n keys by field; nothing is sent while any is set */
  validate?: (values: V) => FieldErrors<K>;
  /** toasted after a success (already translated); none when absent */
  successText?: string;
  /** toasted when the request fails and the server said nothing useful (already translated) */
  failureText: string;
  onSuccess?: (result: R, values: V) => void;
}

export interface FormSubmit<V, K extends string> {
  /** resolves true when sent and accepted */
  submit: (values: V) => Promise<boolean>;
  pending: boolean;
  fieldErrors: FieldErrors<K>;
  /** the last failure's text, null after a success or before any submit */
  error: string | null;
  /** forgets the field errors (one field, or all), e.g. when that field is edited or the form is cancelled */
  clearFieldErrors: (field?: K) => void;
}

export function useFormSubmit<V, R, K extends string = string>(options: FormSubmitOptions<V, R, K>): FormSubmit<V, K> {
  const latest = useRef(options);
  latest.current = options;
  // The ref stops a double click at once; `pending` is our own state, cleared in the same update
  // as the outcome toast, because SWR's isMutating can still read true when the toast shows.
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<K>>({});
  const { trigger, error } = useSWRMutation<R, unknown, string, V>(
    options.key,
    (_key: string, { arg }: { arg: V }) => latest.current.send(arg),
    // the caller refreshes what it changed (onSuccess, or the live event); the form key caches nothing
    { revalidate: false, populateCache: false },
  );

  const submit = async (values: V): Promise<boolean> => {
    if (running.current) return false;
    const o = latest.current;
    const errors = o.validate?.(values) ?? {};
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return false;
    running.current = true;
    setPending(true);
    let result: R;
    try {
      // SWR types trigger as a union over whether V may be undefined; with a generic V it is this one
      result = await (trigger as (arg: V) => Promise<R>)(values);
    } catch (e) {
      running.current = false;
      setPending(false);
      toast.error(errorMessage(e, o.failureText));
      return false;
    }
    running.current = false;
    setPending(false);
    if (o.successText) toast.success(o.successText);
    o.onSuccess?.(result, values);
    return true;
  };

  const clearFieldErrors = (field?: K) => setFieldErrors((errors) => (field === undefined ? {} : { ...errors, [field]: undefined }));

  return { submit, pending, fieldErrors, error: error ? errorMessage(error, options.failureText) : null, clearFieldErrors };
}
