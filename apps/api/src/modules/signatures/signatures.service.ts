import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { Db } from '../../db/client.js';
import { userSignatures } from '../../db/schema/index.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import type { FileStore } from '../../lib/file-store.js';
import { readImage, SIGNATURE_LIMITS } from './signature-image.js';
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
  return db.transaction(async (tx) => {
    await lockUser(tx, actor.id);
    const old = await signatureOf(tx, actor.id);
    const stored = await files.put(tx, 'signatures', image.mime === 'image/png' ? 'png' : 'jpg', body);
    const values = { userId: actor.id, mime: image.mime, filePath: stored.file, sha256: stored.sha256, bytes: body.length, width: image.width, height: image.height };
    return old ? updateAudited(tx, userSignatures, old.id, values, actor.id) : insertAudited(tx, userSignatures, values, actor.id);
  });
}

export async function ownSignature({ db, files }: Pick<Context, 'db' | 'files'>, actor: Actor) {
  const row = await signatureOf(db, actor.id);
  const body = row ? await files.read(db, row.filePath) : null;
  return row && body ? { mime: row.mime, body } : null;
}

/** The signature images of these users, by user id, for the approvals table of an archived document. */
export async function signatureImages(db: Db, files: FileStore, userIds: number[]): Promise<Map<number, Buffer>> {
  const rows = await signaturesOf(db, [...new Set(userIds)]);
  const images = await Promise.all(rows.map(async (r) => [r.userId, await files.read(db, r.filePath)] as const));
  return new Map(images.filter((e): e is readonly [number, Buffer] => e[1] !== null));
}
