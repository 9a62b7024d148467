import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession } from './session';
import { SESSION_STORAGE_KEY } from './storage-keys';

const stored = {
  id: 7,
  name: 'Ana',
  email: 'ana@example.com',
  role: 'user',
  verified: true,
  token: 'abc',
};

function store(value: unknown) {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
}

describe('stored session', () => {
  afterEach(() => clearSession());

  it('reads a session saved by the app', () => {
    store(stored);
    expect(getSession()).toEqual(stored);
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"hola"'],
    ['no token', { ...stored, token: undefined }],
    ['an empty token', { ...stored, token: '' }],
    ['an unknown role', { ...stored, role: 'root' }],
    ['a role from the prototype', { ...stored, role: 'toString' }],
    ['a fractional id', { ...stored, id: 1.5 }],
    ['an id as text', { ...stored, id: '7' }],
    ['no name', { ...stored, name: undefined }],
  ])('refuses %s', (_, value) => {
    store(value);
    expect(getSession()).toBeNull();
  });

  it('reads a session stored before `verified` existed as not verified', () => {
    const { verified: _verified, ...old } = stored;
    store(old);
    expect(getSession()).toEqual({ ...old, verified: false });
  });

  it('keeps only the session fields', () => {
    store({ ...stored, extra: 'x' });
    expect(getSession()).toEqual(stored);
  });
});
