import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { Db } from '../../db/client.js';
import { userSignatures } from '../../db/schema/index.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import type { FileStore } from '../../lib/file-store.js';
import { printable, readImage, redrawn, SIGNATURE_LIMITS } from './signature-image.js';
import { lockUser, signatureOf, signaturesOf } from './signatures.repo.js';

export class SignatureRefused extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

/** Checks and stores the actor's own signature image, replacing any earlier one (old and new in the audit). */
export async function saveSignature({ db, files }: Pick<Context, 'db' | 'files'>, actor: Actor, body: Buffer) {
  if (body.length > SIGNATURE_LIMITS.bytes) throw new SignatureRefused(413, `The image is larger than ${SIGNATURE_LIMITS.bytes / 1024} KB`);
  const image = readImage(body);
  if (!image) throw new SignatureRefused(415, 'The file is not a PNG or JPEG image');
  const { minWidth, minHeight, maxWidth, maxHeight } = SIGNATURE_LIMITS;
  if (image.width < minWidth || image.height < minHeight || image.width > maxWidth || image.height > maxHeight) {
    throw new SignatureRefused(422, `The image must be between ${minWidth}×${minHeight} and ${maxWidth}×${maxHeight} pixels (it is ${image.width}×${image.height})`);
  }
  // Decoded whole before it is kept: a sound header over a damaged body is refused here, not at an approval.
  const png = redrawn(body, image);
  if (!png) throw new SignatureRefused(415, 'The image is damaged or incomplete; save it again as PNG or JPEG');
  return db.transaction(async (tx) => {
    await lockUser(tx, actor.id);
    const old = await signatureOf(tx, actor.id);
    const stored = await files.put(tx, 'signatures', 'png', png);
    const values = { userId: actor.id, mime: 'image/png' as const, filePath: stored.file, sha256: stored.sha256, bytes: png.length, width: image.width, height: image.height };
    return old ? updateAudited(tx, userSignatures, old.id, values, actor.id) : insertAudited(tx, userSignatures, values, actor.id);
  });
}

export async function ownSignature({ db, files }: Pick<Context, 'db' | 'files'>, actor: Actor) {
  const row = await signatureOf(db, actor.id);
  const body = row ? await files.read(db, row.filePath) : null;
  return row && body ? { mime: row.mime, body } : null;
}

/**
 * The signature images of these users that can be drawn, by user id, for the approvals table of an archived
 * document. An image kept before uploads were decoded whole, and now found damaged, is left out: that approval
 * prints the approver's name, and one person's file never stops another person's approval.
 */
export async function signatureImages(db: Db, files: FileStore, userIds: number[]): Promise<Map<number, Buffer>> {
  const rows = await signaturesOf(db, [...new Set(userIds)]);
  const images = await Promise.all(rows.map(async (r) => {
    const body = await files.read(db, r.filePath);
    return [r.userId, body && printable(body)] as const;
  }));
  return new Map(images.filter((e): e is readonly [number, Buffer] => e[1] !== null));
}
