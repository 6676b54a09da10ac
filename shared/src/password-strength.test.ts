import { describe, expect, it } from 'vitest';
import { passwordStrength, resetPasswordProblem, strengthTone } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 0, 'Very Weak', ['8+ characters', 'Uppercase', 'Lowercase', 'Number', 'Special character']],
    ['abc', 1, 20, 'Weak', ['8+ characters', 'Uppercase', 'Number', 'Special character']],
    ['abcdefgh', 2, 40, 'Fair', ['Uppercase', 'Number', 'Special character']],
    ['Abcdefgh', 3, 60, 'Good', ['Number', 'Special character']],
    ['Abcdefg1', 4, 80, 'Strong', ['Special character']],
    ['Demo@1234', 5, 100, 'Very Strong', []],
    ['DEMO@1234', 4, 80, 'Strong', ['Lowercase']],
    ['12345678', 2, 40, 'Fair', ['Uppercase', 'Lowercase', 'Special character']],
    ['Ab1!', 4, 80, 'Strong', ['8+ characters']],
    ['pass word', 2, 40, 'Fair', ['Uppercase', 'Number', 'Special character']],
    ['नमस्ते@2024', 3, 60, 'Good', ['Uppercase', 'Lowercase']],
    ['नमस्ते2024', 2, 40, 'Fair', ['Uppercase', 'Lowercase', 'Special character']],
  ])('%j scores %i (%i%%, %s)', (password, score, percent, label, missing) => {
    expect(passwordStrength(password)).toEqual({ score, percent, label, missing });
  });
});

describe('strengthTone', () => {
  it.each([
    [0, 'error'],
    [1, 'error'],
    [2, 'warning'],
    [3, 'info'],
    [4, 'success'],
    [5, 'success'],
  ])('score %i is %s', (score, tone) => {
    expect(strengthTone(score)).toBe(tone);
  });
});

describe('resetPasswordProblem', () => {
  it.each([
    ['Abcdefgh', undefined],
    ['Ab1', undefined],
    ['Demo@1234', undefined],
    ['abcdefgh', 'Password is too weak. Include uppercase, lowercase, numbers, and symbols'],
    ['ab1', 'Password is too weak. Include uppercase, lowercase, numbers, and symbols'],
  ])('%j -> %s', (password, problem) => {
    expect(resetPasswordProblem(password)).toBe(problem);
  });
});
