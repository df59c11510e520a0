import { describe, expect, it } from 'vitest';
import { meetsPasswordRule, sanitizePhone } from '../../contract/rules/auth';
import { Password } from '../../contract/common';

describe('contract/rules/auth', () => {
  it('the password rule: 8 characters with a letter and a digit (spec 000 §5)', () => {
    expect(meetsPasswordRule('abcdefg1')).toBe(true);
    expect(meetsPasswordRule('žluťouč1')).toBe(true);
    expect(meetsPasswordRule('abcdef1')).toBe(false);
    expect(meetsPasswordRule('abcdefgh')).toBe(false);
    expect(meetsPasswordRule('12345678')).toBe(false);
  });

  it('the server contract applies the same rule', () => {
    for (const p of ['abcdefg1', 'žluťouč1', 'abcdef1', 'abcdefgh', '12345678']) {
      expect(Password.safeParse(p).success).toBe(meetsPasswordRule(p));
    }
  });

  it('the phone field keeps digits, spaces, + and -', () => {
    expect(sanitizePhone('+420 (777) 123-456 abc')).toBe('+420 777 123-456 ');
  });
});
