import { describe, expect, it } from 'vitest';
import { validSignUpEmail } from './validation';
import { loginSearch } from './search';

describe('validSignUpEmail', () => {
  it.each([
    ['ana@example.org', 'ana@example.org'],
    ['  ana@example.org  ', 'ana@example.org'],
    ['', null],
    ['   ', null],
    ['ana', null],
    ['ana@example', null],
    ['ana @example.org', null],
    [undefined, null],
    [`${'a'.repeat(250)}@b.org`, null],
  ])('%j → %j', (value, expected) => {
    expect(validSignUpEmail(value)).toBe(expected);
  });
});

describe('loginSearch', () => {
  it('keeps continue=1 and same-app return paths only', () => {
    expect(loginSearch({ continue: '1', returnTo: '/documents' })).toEqual({ continue: 1, returnTo: '/documents' });
    expect(loginSearch({ returnTo: 'https://evil.example' })).toEqual({});
    expect(loginSearch({ returnTo: '//evil.example' })).toEqual({});
    expect(loginSearch({ continue: 'yes' })).toEqual({});
  });
});
