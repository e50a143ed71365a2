import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX,
  chatMessageLength,
  isBlankMessage,
  messageText,
  startChatBody,
} from './chats';

describe('a chat message’s length', () => {
  it('counts code points: an emoji is one character, a joined emoji as many as it joins', () => {
    expect(chatMessageLength('')).toBe(0);
    expect(chatMessageLength('Сәлем')).toBe(5);
    expect(chatMessageLength('😀')).toBe(1);
    expect(chatMessageLength('👍🏽')).toBe(2);
    expect(chatMessageLength('👨‍👩‍👧')).toBe(5);
    expect(chatMessageLength('\uD800x')).toBe(2);
  });

  it('is the count the schema’s limit applies', () => {
    for (const unit of ['x', 'я', '😀', '👨‍👩‍👧']) {
      const most = unit.repeat(Math.floor(CHAT_MESSAGE_MAX / chatMessageLength(unit)));
      const over = most + unit;
      expect(chatMessageLength(most)).toBeLessThanOrEqual(CHAT_MESSAGE_MAX);
      expect(messageText.safeParse(most).success, unit).toBe(true);
      expect(chatMessageLength(over)).toBeGreaterThan(CHAT_MESSAGE_MAX);
      expect(messageText.safeParse(over).success, unit).toBe(false);
    }
  });
});

describe('a blank chat message', () => {
  it('is empty, or only whitespace and characters that show nothing', () => {
    for (const blank of [
      '',
      ' \n\t',
      '\u200B',
      '\u200C\u200D\u2060\uFEFF',
      '\u00AD\u200E\u200F\u202E\u2066\u2069',
      '\u3164\uFFA0\u115F\u2800',
      '\uFE0F\u034F\u180E\u{E0041}\u{E007F}',
      '\u00A0\u3000\u2028\u0007',
    ]) {
      expect(isBlankMessage(blank), JSON.stringify(blank)).toBe(true);
    }
    for (const text of ['x', '\u200Bx\u200B', '.', '😀', '\u200D👍', 'ㅤa', '⠁']) {
      expect(isBlankMessage(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('cannot start a chat', () => {
    const parsed = startChatBody.safeParse({ support: true, msg: '\u200B \u200D' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['msg'], 'Fill value'],
    ]);
  });
});
