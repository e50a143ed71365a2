import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';
import { createMailer } from './mailer';

describe('the mailer without SMTP_URL', () => {
  it('writes each message as an .eml file into the outbox and logs it whole', async () => {
    const outbox = path.join(mkdtempSync(path.join(os.tmpdir(), 'bilim-mail-')), 'outbox');
    const logged: object[] = [];
    const mailer = createMailer({
      outbox,
      from: 'Bilim <no-reply@bilim.kz>',
      logger: { info: (obj) => void logged.push(obj) },
    });
    await mailer.send({ to: 'aigerim@example.kz', subject: 'Hello', text: 'A link: http://x/y' });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toContain('To: aigerim@example.kz');
    expect(raw).toContain('Subject: Hello');
    expect(raw).toContain('http://x/y');
    expect(logged[0]).toEqual({
      to: 'aigerim@example.kz',
      subject: 'Hello',
      text: 'A link: http://x/y',
      file: path.join(outbox, files[0]!),
    });
  });
});

describe('the language of a request', () => {
  it('follows Accept-Language among en, ru and kz, defaulting to ru', () => {
    expect(requestLanguage(undefined)).toBe('ru');
    expect(requestLanguage('en-US,en;q=0.9')).toBe('en');
    expect(requestLanguage('kk-KZ')).toBe('kz');
    expect(requestLanguage('kz')).toBe('kz');
    expect(requestLanguage('de-DE,en;q=0.5,ru;q=0.8')).toBe('ru');
    expect(requestLanguage('fr')).toBe('ru');
    expect(requestLanguage('fr, kk;q=0.5')).toBe('kz');
  });
});
