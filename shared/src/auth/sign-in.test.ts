import { describe, expect, it } from 'vitest';
import { signInSchema } from './sign-in';

const messages = (input: unknown) => signInSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('sign-in form rules (spec 5)', () => {
  it('requires both fields, in the spec words', () => {
    expect(messages({ username: '  ', password: '', rememberMe: false })).toEqual([
      'Username or Email is required',
      'Please enter a valid email',
      'Password is required',
    ]);
  });

  it('wants the username to look like an e-mail', () => {
    expect(messages({ username: 'asha', password: 'x', rememberMe: false })).toEqual(['Please enter a valid email']);
  });

  it('trims the username', () => {
    expect(signInSchema.parse({ username: ' demo@hisaab.in ', password: 'x', rememberMe: true }).username).toBe(
      'demo@hisaab.in',
    );
  });
});
