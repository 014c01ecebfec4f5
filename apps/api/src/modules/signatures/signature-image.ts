/** What a signature image may be: small, PNG or JPEG by its bytes (not its name), of sensible dimensions. */
export const SIGNATURE_LIMITS = { bytes: 256 * 1024, minWidth: 40, minHeight: 15, maxWidth: 2000, maxHeight: 1000 } as const;

export type ImageInfo = { mime: 'image/png' | 'image/jpeg'; width: number; height: number };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a JPEG's first start-of-frame marker, walking the segments. */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    const length = b.readUInt16BE(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** The image's type and size from its content, or null when it is not a PNG or JPEG image. */
export function readImage(b: Buffer): ImageInfo | null {
  if (b.length > 24 && b.subarray(0, 8).equals(PNG) && b.subarray(12, 16).toString('latin1') === 'IHDR') {
    return { mime: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    return size ? { mime: 'image/jpeg', ...size } : null;
  }
  return null;
}
