import { describe, expect, it } from 'vitest';
import { UploadError, UPLOAD_KIND_NAMES } from '@pbs/domain';
import { en } from '../src/i18n/en';

describe('upload messages', () => {
  it('every upload error code and every upload kind has an English text (and so, by type, all six languages)', () => {
    const keys = new Set(Object.keys(en));
    const missing = [...Object.values(UploadError), ...UPLOAD_KIND_NAMES.map((k) => `UPLOAD.KIND.${k}`)].filter((k) => !keys.has(k));
    expect(missing).toEqual([]);
  });
});
