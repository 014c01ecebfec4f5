import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * Anchors the hash chain of the audit trail outside the database. The chain alone shows a changed or
 * removed row in the middle, but someone able to write the database could rewrite a row and every hash
 * after it, or delete the newest rows. So:
 * - each row carries an HMAC of its hash under a key that is not in the database (AUDIT_KEY, or the
 *   `audit-key` file of the data directory): rewritten hashes cannot be signed again;
 * - the newest row this process wrote is kept in `audit-head.json` of the data directory (the witness):
 *   a trail that ends before it, or holds another hash there, has lost or rewritten its tail.
 * One signer per process, set at start-up, because audits are written from inside many transactions.
 */
export interface HeadWitness { id: number; hash: string }

export class AuditSigner {
  private witnessed = 0;
  constructor(private readonly key: Uint8Array, private readonly headFile: string | null) {}

  mac(hash: string): string {
    return createHmac('sha256', this.key).update(hash).digest('hex');
  }

  verifies(hash: string, mac: string): boolean {
    const expected = Buffer.from(this.mac(hash));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** After commit: records the row as the head if it is newer than the one recorded (atomic rename). */
  witness(head: HeadWitness) {
    if (!this.headFile || head.id <= this.witnessed) return;
    const current = readWitness(this.headFile);
    if (current && current.id >= head.id) { this.witnessed = current.id; return; }
    const tmp = `${this.headFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ ...head, mac: this.mac(`${head.id}:${head.hash}`) }), { mode: 0o600 });
    renameSync(tmp, this.headFile);
    this.witnessed = head.id;
  }

  /** The witness of the data directory, if its signature holds; 'forged' when it does not. */
  readHead(): HeadWitness | 'forged' | null {
    if (!this.headFile) return null;
    const w = readWitness(this.headFile);
    if (!w) return null;
    return this.verifies(`${w.id}:${w.hash}`, w.mac) ? { id: w.id, hash: w.hash } : 'forged';
  }
}

function readWitness(file: string): (HeadWitness & { mac: string }) | null {
  if (!existsSync(file)) return null;
  try {
    const w = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof HeadWitness | 'mac', unknown>>;
    return typeof w.id === 'number' && typeof w.hash === 'string' && typeof w.mac === 'string' ? w as HeadWitness & { mac: string } : null;
  } catch {
    return null;
  }
}

let signer: AuditSigner | null = null;

export function useAuditSigner(s: AuditSigner | null) { signer = s; }
/** Signs audits with the installation's key from now on (server, seed). */
export function startAuditSigning(config: { auditKey: Uint8Array; auditHeadFile: string | null }) {
  signer = new AuditSigner(config.auditKey, config.auditHeadFile);
}
export function auditSigner(): AuditSigner | null { return signer; }
