import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Anchors the hash chain of the audit trail outside the database. The chain alone shows a changed or
 * removed row in the middle, but someone able to write the database could rewrite a row and every hash
 * after it, or delete the newest rows. So:
 * - each row carries an HMAC of its hash under a key that is not in the database (AUDIT_KEY, or the
 *   `audit-key` file of the data directory): rewritten hashes cannot be signed again;
 * - the newest row this process wrote in each chain is kept in the data directory (the witness; `audit-head.json`
 *   for chain 0, `audit-head-N.json` for chain N), a tenth of a second after its commit at most: a chain that ends
 *   before it, or holds another hash there, has lost or rewritten its tail.
 * One signer per process, set at start-up, because audits are written from inside many transactions.
 */
export interface HeadWitness { id: number; hash: string }

/** How far the witnessed head may lag the newest commit: rows of the last tenth of a second are not yet anchored. */
const WITNESS_DELAY_MS = 100;
/** How soon a witness that could not be written is tried again. */
const RETRY_MS = 1_000;

export class AuditSigner {
  private readonly witnessed = new Map<number, number>();
  private readonly pending = new Map<number, HeadWitness>();
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  constructor(private readonly key: Uint8Array, private readonly headFile: string | null) {}

  mac(hash: string): string {
    return createHmac('sha256', this.key).update(hash).digest('hex');
  }

  verifies(hash: string, mac: string): boolean {
    const expected = Buffer.from(this.mac(hash));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * After commit: notes the row as its chain's head, written to the data directory within WITNESS_DELAY_MS, so a
   * burst of commits writes each chain's file once instead of once per commit (on deadline day, reading and
   * renaming it took a twentieth of a save's time on the thread that answers requests).
   */
  witness(chain: number, head: HeadWitness) {
    if (!this.fileOf(chain) || head.id <= (this.witnessed.get(chain) ?? 0) || head.id <= (this.pending.get(chain)?.id ?? 0)) return;
    this.pending.set(chain, head);
    this.timer ??= setTimeout(() => { this.flush(); }, WITNESS_DELAY_MS);
  }

  /**
   * Writes the heads noted and not yet written: when the delay ends, before a verification, and at shutdown. A head
   * that cannot be written (a full disk, a file in the way) stays noted and is tried again a second later: the
   * witness is a lower bound of the chain, so lagging loses nothing, while a throw from this timer would end the
   * process after the commit it records was acknowledged. The failure is said once until a write succeeds again.
   */
  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const [chain, head] of this.pending) {
      try {
        this.write(chain, head);
        this.pending.delete(chain);
      } catch (err) {
        if (!this.failing) process.stderr.write(`audit head witness: cannot write ${this.fileOf(chain) ?? ''} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); retrying every second\n`);
        this.failing = true;
      }
    }
    if (this.pending.size) {
      this.timer = setTimeout(() => { this.flush(); }, RETRY_MS);
      this.timer.unref();
    } else if (this.failing) {
      this.failing = false;
      process.stderr.write('audit head witness: written again\n');
    }
  }

  /** Records the row as its chain's head if it is newer than the one recorded (atomic rename). */
  private write(chain: number, head: HeadWitness) {
    const file = this.fileOf(chain);
    if (!file) return;
    const current = readWitness(file);
    if (current && current.id >= head.id) { this.witnessed.set(chain, current.id); return; }
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, JSON.stringify({ ...head, mac: this.mac(signedText(chain, head)) }), { mode: 0o600 });
      renameSync(tmp, file);
    } catch (err) {
      try { rmSync(tmp, { force: true }); } catch { /* not ours to remove (a directory in the way) */ }
      throw err;
    }
    this.witnessed.set(chain, head.id);
  }

  /** A chain's witness in the data directory, if its signature holds; 'forged' when it does not. */
  readHead(chain: number): HeadWitness | 'forged' | null {
    const file = this.fileOf(chain);
    if (!file) return null;
    const w = readWitness(file);
    if (!w) return null;
    return this.verifies(signedText(chain, w), w.mac) ? { id: w.id, hash: w.hash } : 'forged';
  }

  /** Chain 0 keeps the file it had before the trail was split into chains. */
  private fileOf(chain: number): string | null {
    if (!this.headFile || chain === 0) return this.headFile;
    return this.headFile.replace(/(\.json)?$/, `-${chain}.json`);
  }
}

// The chain is signed with the row, so one chain's witness cannot stand in for another's (chain 0 as before).
const signedText = (chain: number, head: HeadWitness) => (chain === 0 ? `${head.id}:${head.hash}` : `${chain}:${head.id}:${head.hash}`);

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
