import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** What a signature image may be: small, PNG or JPEG by its bytes (not its name), of sensible dimensions. */
export const SIGNATURE_LIMITS = { bytes: 256 * 1024, minWidth: 40, minHeight: 15, maxWidth: 2000, maxHeight: 1000 } as const;

export type ImageInfo = { mime: 'image/png' | 'image/jpeg'; width: number; height: number };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a JPEG's first start-of-frame marker, walking the segments. */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b.readUInt8(i + 1);
    const length = b.readUInt16BE(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** The image's type and size from its header, or null when it is not a PNG or JPEG image. Cheap: read before decoding. */
export function readImage(b: Buffer): ImageInfo | null {
  if (b.length > 24 && b.subarray(0, 8).equals(PNG_MAGIC) && b.subarray(12, 16).toString('latin1') === 'IHDR') {
    return { mime: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    return size ? { mime: 'image/jpeg', ...size } : null;
  }
  return null;
}

/** RGBA pixels laid on white paper, in place: a signature prints on paper, and PDF readers draw no alpha mask then. */
function onWhite(rgba: Uint8Array) {
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3] ?? 255;
    if (a === 255) continue;
    for (let c = i; c < i + 3; c++) rgba[c] = Math.round(((rgba[c] ?? 0) * a + 255 * (255 - a)) / 255);
    rgba[i + 3] = 255;
  }
}

/**
 * The whole image decoded (every chunk's checksum, every compressed byte) and written again as a plain RGB PNG
 * on white, or null when any part of it cannot be read. What is stored and printed is this copy, so a file with
 * a sound header and a damaged body never reaches a document. Call after `readImage` has bounded the size.
 */
export function redrawn(b: Buffer, info: ImageInfo): Buffer | null {
  try {
    const pixels = info.mime === 'image/png'
      ? PNG.sync.read(b, { checkCRC: true })
      : jpeg.decode(b, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 4, maxMemoryUsageInMB: 64 });
    if (pixels.width !== info.width || pixels.height !== info.height) return null;
    const out = new PNG({ width: pixels.width, height: pixels.height });
    Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength).copy(out.data);
    onWhite(out.data);
    return PNG.sync.write(out, { colorType: 2, inputHasAlpha: true });
  } catch {
    return null;
  }
}

/** A stored image fit to print: decodes whole, within the limits; null otherwise (the approval prints the name). */
export function printable(b: Buffer): Buffer | null {
  const info = readImage(b);
  if (!info || info.width > SIGNATURE_LIMITS.maxWidth || info.height > SIGNATURE_LIMITS.maxHeight) return null;
  return redrawn(b, info);
}
