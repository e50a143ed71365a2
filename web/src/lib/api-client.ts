import type { TFunction } from 'i18next';
import { LANGUAGE_TAGS } from '@bilim/contract/constants';
import { ERRORS, fieldMessageCode, isErrorCode, type ErrorCode } from '@bilim/contract/errors';
import { createListeners } from './listeners';
import { clearSession, getSession } from './session';
import { currentLanguage } from './i18n';
import { setMaintenance } from './maintenance';

/** HTTP statuses whose standard names the app translates (`http.<status>`). */
export const HTTP_STATUSES = [
  400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429, 500, 502, 503, 504,
] as const;

/** A failed call: the server's `{ message, code, errors? }`, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly errors: Record<string, string>;
  /** How long to wait before asking again, when the server said (`Retry-After` in seconds). */
  retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    code?: ErrorCode,
    errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Listeners told when a signed-in call answers 401 (the session was cleared). */
const unauthorized = createListeners();
export const onUnauthorized = unauthorized.subscribe;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Headers of this call besides the usual ones (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Answer the body as a file (downloads such as CSV) instead of parsed JSON. */
  file?: boolean;
}

/** A file the server made: its bytes and the name it gave them (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  name: string | null;
}

/**
 * The file name a Content-Disposition header gives, or null: `filename*=UTF-8''…` (RFC 6266)
 * before a plain `filename="…"`. Any folder part is dropped.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | undefined;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;\s]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      // A broken encoding: the plain name, if any, below.
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { message, code, errors } = body as Record<string, unknown>;
    const fieldErrors: Record<string, string> = {};
    if (errors && typeof errors === 'object') {
      for (const [field, text] of Object.entries(errors as Record<string, unknown>)) {
        if (typeof text === 'string') fieldErrors[field] = text;
        else if (Array.isArray(text) && typeof text[0] === 'string') fieldErrors[field] = text[0];
      }
    }
    return new ApiError(
      status,
      typeof message === 'string' ? message : `HTTP ${status}`,
      isErrorCode(code) ? code : undefined,
      fieldErrors,
    );
  }
  return new ApiError(status, `HTTP ${status}`);
}

/** The headers every call sends: the language, `X-Requested-With` and the bearer token. */
function commonHeaders(session: ReturnType<typeof getSession>): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': LANGUAGE_TAGS[currentLanguage()],
    ...(session && { Authorization: `Bearer ${session.access_token}` }),
  };
}

/** A body as JSON, or undefined when empty or not JSON. */
function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What every call does with its answer: a failure becomes an ApiError (a 401 ends the session
 * that was refused, a 503 MAINTENANCE_MODE shows the maintenance screen), a success is the
 * answer the contract types. The server checks every answer against the contract's schema before
 * sending it (its serializer), so the browser does not check it again: that would ship zod to
 * every first visit and parse each list twice. A body that is not JSON at all (a proxy's page)
 * is still refused.
 */
function settle<T>(
  call: { method: string; path: string; session: ReturnType<typeof getSession> },
  status: number,
  text: string,
  retryAfter: string | null,
): T {
  const json = parseJson(text);
  if (status < 200 || status >= 300) {
    const error = errorFromBody(status, json);
    const wait = Number(retryAfter ?? Number.NaN);
    if (Number.isFinite(wait) && wait > 0) error.retryAfterSeconds = wait;
    // Only the session whose token was refused ends (not a newer one, nor one already gone).
    const { session } = call;
    if (status === 401 && session && getSession()?.access_token === session.access_token) {
      clearSession();
      unauthorized.notify();
    }
    if (status === 503 && error.code === 'MAINTENANCE_MODE') setMaintenance(true);
    throw error;
  }
  if (text && json === undefined) {
    console.warn(`Unexpected answer from ${call.method} ${call.path}: not JSON`);
    throw new ApiError(status, ERRORS.UNKNOWN_ERROR.message, 'UNKNOWN_ERROR');
  }
  return json as T;
}

/** How a call reaches the API: the browser's fetch, or the server's own while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's render (entry-server) answers the calls in-process; nothing else sets this. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * The server was not reached (offline, the connection dropped, DNS): status 0 and no catalogue
 * code, since no server answered. Said as "no connection", not as a server error (a real 503
 * `SERVER_ERROR_TRY_LATER` is).
 */
const networkFailure = () => new ApiError(0, 'No connection');

/** Whether a call failed without reaching the server (status 0). */
export const isNetworkFailure = (error: unknown): boolean =>
  isApiError(error) && error.status === 0;

/** Calls the API on the same origin; answers the parsed JSON body or throws an ApiError. */
export async function request<T = unknown>(
  path: string,
  { method = 'GET', body, signal, headers: extraHeaders, file = false }: RequestOptions = {},
): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = { ...commonHeaders(session), ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkFailure();
  }

  if (file && response.ok) {
    const downloaded: DownloadedFile = {
      blob: await response.blob(),
      name: fileNameFromDisposition(response.headers.get('Content-Disposition')),
    };
    return downloaded as T;
  }
  return settle(
    { method, path, session },
    response.status,
    await response.text(),
    response.headers.get('Retry-After'),
  );
}

/**
 * Sends a form with files (multipart), reporting the share of the body sent so far (0 to 1):
 * XMLHttpRequest is the one browser API that reports upload progress. Its answer is handled as
 * every other call's (`settle`).
 */
export function upload<T>(
  path: string,
  form: FormData,
  options: { onProgress?: (share: number) => void; method?: 'POST' | 'PUT' } = {},
): Promise<T> {
  const session = getSession();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    for (const [name, value] of Object.entries(commonHeaders(session))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkFailure());
    xhr.onload = () => {
      try {
        const call = { method: 'POST', path, session };
        resolve(
          settle<T>(call, xhr.status, xhr.responseText, xhr.getResponseHeader('Retry-After')),
        );
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
  /** A file the server makes (the bearer token is not in cookies, so a plain link cannot fetch it). */
  getFile: (path: string, signal?: AbortSignal) =>
    request<DownloadedFile>(path, { signal, file: true }),
};

/**
 * When to ask again, in the reader's words: "in 30 seconds", "через 2 минуты", "2 минуттан
 * кейін" (rounded up). The words are the app's own: browsers' Kazakh relative-time data is
 * often missing ("+29 s").
 */
function retryWhen(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('retryIn.second', { count: Math.ceil(seconds) });
  if (seconds < 3600) return t('retryIn.minute', { count: Math.ceil(seconds / 60) });
  return t('retryIn.hour', { count: Math.ceil(seconds / 3600) });
}

/** The user-facing text of any failure, in the interface language. */
export function translateError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.code === 'TOO_MANY_REQUESTS' && error.retryAfterSeconds !== undefined) {
      const when = retryWhen(error.retryAfterSeconds, t);
      return `${t('errors.TOO_MANY_REQUESTS')}. ${t('retryAfter', { when })}`;
    }
    if (error.status === 0) return t('noConnection');
    if (error.code && error.code !== 'VALIDATION_FAILED') return t(`errors.${error.code}`);
    if (error.code === 'VALIDATION_FAILED') return t('errors.VALIDATION_FAILED');
    if ((HTTP_STATUSES as readonly number[]).includes(error.status)) {
      return t(`http.${error.status}`);
    }
  }
  return t('errors.UNKNOWN_ERROR');
}

/** Translates an English field message of the catalogue (`fields.<CODE>`); unknown text stays as is. */
export function translateFieldMessage(message: string, t: TFunction): string {
  const code = fieldMessageCode(message);
  return code ? t(`fields.${code}`) : message;
}

/** The per-field messages of a validation failure, translated. */
export function translateFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, message]) => [
      field,
      translateFieldMessage(message, t),
    ]),
  );
}
