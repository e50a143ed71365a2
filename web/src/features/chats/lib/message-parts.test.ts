import { describe, expect, it } from 'vitest';
import { messageParts } from './message-parts';

describe('the parts of a message', () => {
  it('makes web links anchors and keeps the rest as text', () => {
    expect(messageParts('Timetable: https://dana.kz/timetable?week=2, or www.dana.kz')).toEqual([
      { kind: 'text', text: 'Timetable: ' },
      {
        kind: 'link',
        text: 'https://dana.kz/timetable?week=2',
        href: 'https://dana.kz/timetable?week=2',
      },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.dana.kz', href: 'https://www.dana.kz' },
    ]);
    // A scheme the writer gave is kept.
    expect(messageParts('http://old.dana.kz')).toEqual([
      { kind: 'link', text: 'http://old.dana.kz', href: 'http://old.dana.kz' },
    ]);
  });

  it('leaves scripts, mail addresses and HTML as plain text', () => {
    const text = '<img src=x onerror=alert(1)> javascript:alert(1) mailto:a@b.kz';
    const parts = messageParts(text);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });
});
