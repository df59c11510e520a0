import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from './http';

/** A load failure's text: the server's message, else the translated fallback; null for 401 (the session layer acts). */
export function failureText(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return errorMessage(error instanceof ApiError ? error : null, fallback);
}

/**
 * A failed read's inline alert: the screen's text as its title (spec 001 §8, e.g. 'Failed to load
 * cleaning history'), and below it the server's own words when it sent any — not the same text
 * twice when it sent none.
 */
export function inlineFailure(error: unknown, title: string): { title: string; message?: string } {
  const text = failureText(error, title);
  return { title, message: text && text !== title ? text : undefined };
}

/** Spec 000 §8: a load failure is toasted once per kind (the id), with the server's words when it sent any. */
export function useLoadFailureToast(error: unknown, fallbackKey: string, id: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    const text = error ? failureText(error, t(fallbackKey)) : null;
    if (text) toast.error(text, { id });
  }, [error, fallbackKey, id, t]);
}
