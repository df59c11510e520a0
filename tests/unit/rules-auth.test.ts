import { describe, expect, it } from 'vitest';
import { REGISTRATION_PHONE_PATTERN, meetsPasswordRule, sanitizePhone } from '../../contract/rules/auth';
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

  it('the server takes a registration phone of digits, spaces, + and - only (spec 001 §5)', () => {
    const table: Array<[string, boolean]> = [
      ['+420 777 123-456', true],
      ['777123456', true],
      ['7', true],
      ['', false],
      ['777a', false],
      ['a777', false],
      ['(777) 123', false],
    ];
    for (const [phone, ok] of table) expect(REGISTRATION_PHONE_PATTERN.test(phone), JSON.stringify(phone)).toBe(ok);
  });
});
