import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id; a const enum cannot be imported under verbatimModuleSyntax

export type Argon2Params = { memoryCost: number; timeCost: number };

/** Argon2id with OWASP parameters by default; tests pass cheaper ones through config. */
export function hashPassword(password: string, params: Argon2Params): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, parallelism: 1, ...params });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
