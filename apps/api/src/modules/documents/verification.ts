import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical.js';
import type { Doc } from './model.js';

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The short code printed on an archived document, from the SHA-256 of what it says (report, entity, year,
 * figures and approvals): 60 bits, shown as XXXX-XXXX-XXXX. The files' own SHA-256 are kept beside it in
 * the archive, so the verification page can tell whether a given file is the archived one.
 */
export function verificationCode(doc: Doc): string {
  const content = { ...doc, trail: doc.trail.map(({ image, ...s }) => ({ ...s, image: image ? createHash('sha256').update(image).digest('hex') : null })), verification: null, identity: null };
  return codeOf(content);
}

/** The code of any content: the first 60 bits of the SHA-256 of its canonical JSON. */
export function codeOf(content: unknown): string {
  const hash = createHash('sha256').update(canonicalJson(content)).digest();
  let bits = 0n;
  for (const byte of hash.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 12; i++) code += ALPHABET.charAt(Number((bits >> BigInt(64 - 5 * (i + 1))) & 31n));
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** A code as typed: case and separators ignored, O read as 0 and I or L as 1; null if it cannot be one. */
export function normaliseCode(text: string): string | null {
  const plain = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(plain)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

export const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/archives?verify=${code}`;
