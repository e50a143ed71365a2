import { describe, expect, it } from 'vitest';
import { ERRORS, FIELD_MESSAGES, fieldMessageCode, isErrorCode } from './errors';

describe('error catalogue', () => {
  it('maps every field message back to its code', () => {
    for (const [code, message] of Object.entries(FIELD_MESSAGES)) {
      expect(fieldMessageCode(message)).toBe(code);
    }
  });

  it('knows its codes and nothing else', () => {
    expect(isErrorCode('PASSWORD_WRONG')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(ERRORS.SESSION_EXPIRED).toEqual({ status: 401, message: 'Session Has Expired' });
  });
});
