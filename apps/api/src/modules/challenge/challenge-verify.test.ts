import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { verifySolved, type SolvedChallenge } from './challenge-verify';

const secrets = { signature: 'firma-de-prueba', keySignature: 'clave-de-prueba' };

async function solved(): Promise<{ challenge: Challenge; solution: SolvedChallenge['solution'] }> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 37,
    deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('altcha-lib did not solve its own challenge');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** altcha-lib's own answer for the same input: ours must match it. */
async function library(input: { challenge: Challenge; solution: SolvedChallenge['solution'] }) {
  const result = await verifySolution({
    ...input,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  }).catch(() => null);
  return result?.verified === true;
}

const ours = (input: { challenge: Challenge; solution: SolvedChallenge['solution'] }) =>
  verifySolved(
    {
      challenge: {
        parameters: { ...input.challenge.parameters },
        signature: input.challenge.signature ?? '',
      },
      solution: input.solution,
    },
    secrets,
  );

describe('verifySolved (a solved challenge checked with node:crypto, ADR 064)', () => {
  it('answers as altcha-lib does for a good solution and for each kind of forgery', async () => {
    const good = await solved();
    const other = await solved();
    const cases = {
      good,
      'wrong key': {
        ...good,
        solution: { ...good.solution, derivedKey: other.solution.derivedKey },
      },
      'key in upper case': {
        ...good,
        solution: { ...good.solution, derivedKey: good.solution.derivedKey.toUpperCase() },
      },
      'odd-length key': { ...good, solution: { ...good.solution, derivedKey: 'abc' } },
      'negative counter': { ...good, solution: { ...good.solution, counter: -1 } },
      'changed expiry': {
        ...good,
        challenge: {
          ...good.challenge,
          parameters: {
            ...good.challenge.parameters,
            expiresAt: (good.challenge.parameters.expiresAt ?? 0) + 3600,
          },
        },
      },
      'another challenge’s signature': {
        ...good,
        challenge: { ...good.challenge, signature: other.challenge.signature },
      },
      'signed with another secret': {
        ...good,
        challenge: { ...good.challenge, signature: 'f'.repeat(64) },
      },
    };
    const answers: Record<string, [boolean, boolean]> = {};
    for (const [name, input] of Object.entries(cases)) {
      answers[name] = [ours(input), await library(input)];
    }
    for (const [name, [mine, theirs]] of Object.entries(answers)) {
      expect({ name, verified: mine }).toEqual({ name, verified: theirs });
    }
    expect(answers.good).toEqual([true, true]);
    expect(Object.values(answers).filter(([mine]) => mine)).toHaveLength(1);
  });

  it('signs the parameters as altcha-lib does whatever their order, nested data included', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 12,
      deriveKey,
      data: { zeta: 1, alfa: 'x', media: null },
      expiresAt: new Date(Date.now() + 600_000),
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('altcha-lib did not solve its own challenge');
    // As a client may send it back: every object's keys in reverse order.
    const reversed = (value: object): object =>
      Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([k, v]) => [k, v && typeof v === 'object' && !Array.isArray(v) ? reversed(v) : v]),
      );
    const input = {
      challenge: {
        ...challenge,
        parameters: reversed(challenge.parameters) as Challenge['parameters'],
      },
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    };
    expect([ours(input), await library(input)]).toEqual([true, true]);
    const forged = {
      ...input,
      challenge: {
        ...input.challenge,
        parameters: { ...input.challenge.parameters, data: { zeta: 2, alfa: 'x', media: null } },
      },
    };
    expect([ours(forged), await library(forged)]).toEqual([false, false]);
  });
});
