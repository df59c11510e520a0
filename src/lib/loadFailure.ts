import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from './http';

/** A load failure's text: the server's message, else the translated fallback; null for 401 (the session layer acts). */
export function failureText(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return errorMessage(error instanceof ApiError ? error : null, fallback);
}

/** Spec 000 §8: a load failure is toasted once per kind (the id), with the server's words when it sent any. */
export function useLoadFailureToast(error: unknown, fallbackKey: string, id: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    const text = error ? failureText(error, t(fallbackKey)) : null;
    if (text) toast.error(text, { id });
  }, [error, fallbackKey, id, t]);
}
