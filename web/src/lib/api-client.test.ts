import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { STORAGE_KEYS } from '@bilim/contract/constants';
import kz from '../../public/locales/kz/common.json';
import ru from '../../public/locales/ru/common.json';
import {
  ApiError,
  api,
  fileNameFromDisposition,
  isNetworkFailure,
  request,
  translateError,
  translateFieldErrors,
  translateFieldMessage,
  upload,
} from './api-client';
import { getSession } from './session';
import { getMaintenance, setMaintenance } from './maintenance';

let t: TFunction;

beforeEach(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'ru', resources: { ru: { common: ru } }, defaultNS: 'common' });
  t = instance.t;
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setMaintenance(false);
});

function stubFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('translateError', () => {
  it('translates a known code', () => {
    expect(translateError(new ApiError(402, 'Not enough funds', 'NOT_ENOUGH_FUNDS'), t)).toBe(
      'Недостаточно средств',
    );
  });

  it('falls back to the HTTP status name', () => {
    expect(translateError(new ApiError(502, 'Bad Gateway'), t)).toBe('Ошибка шлюза');
  });

  it('says what staff signed in as a user may not do, instead of a bare "no access"', () => {
    const refused = new ApiError(403, 'Signed in as this user…', 'FORBIDDEN_WHILE_IMPERSONATING');
    expect(translateError(refused, t)).toBe(ru.errors.FORBIDDEN_WHILE_IMPERSONATING);
    expect(translateError(refused, t)).not.toBe(ru.errors.FORBIDDEN);
  });

  it('falls back to Unknown Error', () => {
    expect(translateError(new ApiError(418, "I'm a teapot"), t)).toBe('Неизвестная ошибка');
    expect(translateError(new Error('boom'), t)).toBe('Неизвестная ошибка');
  });

  it('says when to ask again after too many requests, as the server said (Retry-After)', async () => {
    const tooMany = (wait: string) =>
      new Response(JSON.stringify({ message: 'Too Many Requests', code: 'TOO_MANY_REQUESTS' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': wait },
      });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(tooMany('90')));
    const error = await api.post('/chats/1/messages', { msg: 'Hi' }).catch((e: unknown) => e);
    expect(translateError(error, t)).toBe(
      'Слишком много запросов. Попробуйте снова через 2 минуты.',
    );
    // Kazakh in the app's own words (browsers often lack Kazakh relative-time data).
    const kazakh = i18next.createInstance();
    await kazakh.init({ lng: 'kz', resources: { kz: { common: kz } }, defaultNS: 'common' });
    expect(translateError(error, kazakh.t)).toBe(
      'Сұраулар тым көп. 2 минуттан кейін қайталап көріңіз.',
    );
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(tooMany('not a number')));
    const unsaid = await api.post('/chats/1/messages', { msg: 'Hi' }).catch((e: unknown) => e);
    expect(translateError(unsaid, t)).toBe('Слишком много запросов');
  });

  it('says a network failure is no connection, and a real 503 a server error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/cities').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: undefined });
    expect(isNetworkFailure(error)).toBe(true);
    expect(translateError(error, t)).toBe('Нет соединения. Проверьте интернет и попробуйте снова');
    // Kazakh too, and an upload that never reached the server.
    const kazakh = i18next.createInstance();
    await kazakh.init({ lng: 'kz', resources: { kz: { common: kz } }, defaultNS: 'common' });
    stubXhr(0, undefined, true);
    const unsent = await upload('/api/cabinet/cards/1/photos', new FormData()).catch(
      (e: unknown) => e,
    );
    expect(translateError(unsent, kazakh.t)).toBe(
      'Байланыс жоқ. Интернетті тексеріп, қайталап көріңіз',
    );

    stubFetch(503, { message: 'Server error. Try again later', code: 'SERVER_ERROR_TRY_LATER' });
    const busy = await api.get('/api/cities').catch((e: unknown) => e);
    expect(isNetworkFailure(busy)).toBe(false);
    expect(translateError(busy, t)).toBe('Ошибка сервера. Попробуйте позже');
  });

  it('translates field messages by their catalogue code', () => {
    expect(translateFieldMessage('Email is not unique', t)).toBe('Этот e-mail уже зарегистрирован');
    expect(translateFieldMessage('Something new', t)).toBe('Something new');
    const error = new ApiError(422, 'The given data was invalid', 'VALIDATION_FAILED', {
      email: 'Fill value',
    });
    expect(translateFieldErrors(error, t)).toEqual({ email: 'Заполните поле' });
  });
});

describe('request', () => {
  it('sends the default headers and the bearer token', async () => {
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ access_token: 'tok', user_id: 1, name: 'A', roles: [] }),
    );
    const fetchMock = stubFetch(200, { data: [] });
    await request('/api/cities');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toMatch(/^(en|ru|kk)$/);
  });

  it('turns an error body into an ApiError', async () => {
    stubFetch(422, {
      message: 'The given data was invalid',
      code: 'VALIDATION_FAILED',
      errors: { email: 'Email is not unique' },
    });
    const error = await api.post('/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      errors: { email: 'Email is not unique' },
    });
  });

  it('clears the session on 401', async () => {
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ access_token: 'tok', user_id: 1, name: 'A', roles: [] }),
    );
    stubFetch(401, { message: 'Session Has Expired', code: 'SESSION_EXPIRED' });
    await expect(api.get('/api/cabinet/profile')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
  });

  it('flags maintenance on 503 MAINTENANCE_MODE', async () => {
    stubFetch(503, { message: 'Maintenance Mode', code: 'MAINTENANCE_MODE' });
    await expect(api.get('/api/catalog')).rejects.toMatchObject({ code: 'MAINTENANCE_MODE' });
    expect(getMaintenance()).toBe(true);
  });

  it('answers the JSON as sent, an empty body as nothing, and refuses a body that is not JSON', async () => {
    stubFetch(200, { data: { id: 3, extra: true } });
    await expect(api.get('/api/cards/3')).resolves.toEqual({ data: { id: 3, extra: true } });
    stubFetch(204);
    await expect(api.delete('/api/cabinet/cards/3')).resolves.toBeUndefined();
    // A proxy or a captive portal answering 200 with its own page.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(api.get('/api/cards/3')).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

/**
 * An XMLHttpRequest that answers `status` and `body` after reporting the upload's progress in two
 * steps; it records the headers it was given.
 */
/** A fake XMLHttpRequest answering `status` and `body`, or failing as a network error would. */
function stubXhr(status: number, body: unknown, networkError = false) {
  const sent: Array<{ headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(): string | null {
      return null;
    }
    send(form: unknown) {
      sent.push({ headers: this.headers, body: form });
      const step = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      step(40);
      step(100);
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => (networkError ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('upload', () => {
  const signIn = () =>
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ access_token: 'tok', user_id: 1, name: 'A', roles: [] }),
    );

  it('sends the form with the usual headers and reports its progress', async () => {
    signIn();
    const sent = stubXhr(201, { data: [] });
    const progress: number[] = [];
    const form = new FormData();
    const answer = await upload('/api/cabinet/cards/1/photos', form, {
      onProgress: (share) => progress.push(share),
    });
    expect(answer).toEqual({ data: [] });
    expect(progress).toEqual([0.4, 1]);
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('ends the session on 401 and shows maintenance on 503, as every call does', async () => {
    signIn();
    stubXhr(401, { message: 'Session Has Expired', code: 'SESSION_EXPIRED' });
    await expect(upload('/api/cabinet/cards/1/photos', new FormData())).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
    });
    expect(getSession()).toBeNull();

    stubXhr(503, { message: 'Maintenance Mode', code: 'MAINTENANCE_MODE' });
    await expect(upload('/api/cabinet/cards/1/photos', new FormData())).rejects.toMatchObject({
      code: 'MAINTENANCE_MODE',
    });
    expect(getMaintenance()).toBe(true);
  });

  it('keeps the catalogue code of a refused file', async () => {
    stubXhr(413, { message: 'Image size is too large', code: 'IMAGE_TOO_LARGE' });
    await expect(upload('/api/cabinet/cards/1/photos', new FormData())).rejects.toMatchObject({
      status: 413,
      code: 'IMAGE_TOO_LARGE',
    });
  });
});

describe('files', () => {
  it('reads the name a Content-Disposition header gives', () => {
    expect(fileNameFromDisposition('attachment; filename="bilim-history-4-2027-03-12.csv"')).toBe(
      'bilim-history-4-2027-03-12.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(
      fileNameFromDisposition(
        `attachment; filename="history.csv"; filename*=UTF-8''%D0%B8%D1%81%D1%82%D0%BE%D1%80%D0%B8%D1%8F.csv`,
      ),
    ).toBe('история.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('answers a download with its bytes, its name and extra headers sent', async () => {
    const fetchMock = vi.fn(async (path: string) =>
      path.endsWith('.csv')
        ? new Response('a,b\n', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="x.csv"' },
          })
        : Response.json({ data: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await api.getFile('/api/account/history.csv');
    expect(file.name).toBe('x.csv');
    expect(await file.blob.text()).toBe('a,b\n');
    await request('/api/account/tariff', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'k-1' },
    });
    const init = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
  });
});
