// Every API error leaves the server as { detail, code } with a fitting status.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, code = 'bad_request') => new HttpError(400, detail, code);
export const unauthorized = (detail = 'Invalid token', code = 'invalid_token') =>
  new HttpError(401, detail, code, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'Forbidden', code = 'forbidden') => new HttpError(403, detail, code);
export const notFound = (detail = 'Not found', code = 'not_found') => new HttpError(404, detail, code);
export const conflict = (detail: string, code = 'conflict') => new HttpError(409, detail, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many requests. Please wait a moment and try again.', 'rate_limited', {
    'retry-after': String(retryAfterSeconds),
  });
