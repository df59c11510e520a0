/**
 * An error whose message is safe to show to the client as `{ message }`. The message may be a
 * locale key (e.g. 'server.errors.not_found'); the error handler translates it for the caller.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly params: Record<string, string | number> = {},
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new HttpError(400, key, params);
export const unauthorized = (key = 'server.errors.unauthorized') => new HttpError(401, key);
export const forbidden = (key = 'server.errors.forbidden') => new HttpError(403, key);
export const notFound = (key = 'server.errors.not_found') => new HttpError(404, key);
export const conflict = (key: string, params?: Record<string, string | number>) => new HttpError(409, key, params);
