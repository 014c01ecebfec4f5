import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummy: Promise<string> | undefined;

/** Verifies against a throwaway hash when there is no user, so timing does not tell who exists. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** Temporary passwords: 14 characters from an unambiguous alphabet, with a digit guaranteed. */
export function temporaryPassword(): string {
  const chars = Array.from({ length: 13 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join('') + String(randomInt(10));
}
