import { describe, expect, it } from 'vitest';
import { validateRegistration, validateReset } from '../../src/features/auth/validation';

describe('registration form rules', () => {
  it('names every missing field with the spec’s message key', () => {
    expect(validateRegistration({ invitation_code: ' ', name: '', email: '', phone: '', password: '', note: '' })).toEqual({
      invitation_code: 'auth.register.errors.code',
      name: 'auth.register.errors.name',
      email: 'auth.register.errors.email',
      phone: 'auth.register.errors.phone',
      password: 'auth.register.errors.password',
    });
  });

  it('accepts a complete form; the note is optional', () => {
    expect(
      validateRegistration({ invitation_code: 'X1', name: 'Jana', email: 'jana@example.com', phone: '777', password: 'heslo123', note: '' }),
    ).toEqual({});
  });

  it('catches an e-mail without @ or domain', () => {
    const base = { invitation_code: 'X1', name: 'Jana', phone: '777', password: 'heslo123', note: '' };
    expect(validateRegistration({ ...base, email: 'jana.example.com' })).toEqual({ email: 'auth.register.errors.emailFormat' });
    expect(validateRegistration({ ...base, email: 'jana@example' })).toEqual({ email: 'auth.register.errors.emailFormat' });
  });
});

describe('reset form rules', () => {
  it('asks for the token and matching passwords', () => {
    expect(validateReset({ token: '', password: 'heslo123', confirm: 'heslo124' })).toEqual({
      token: 'auth.reset.errors.token',
      confirm: 'auth.reset.errors.mismatch',
    });
    expect(validateReset({ token: 't', password: 'heslo123', confirm: 'heslo123' })).toEqual({});
  });
});
