import { describe, expect, it } from 'vitest';
import { UploadError, UPLOAD_KIND_NAMES } from '@pbs/domain';
import { en } from '../src/i18n/en';
import { de } from '../src/i18n/de';
import { es } from '../src/i18n/es';
import { fr } from '../src/i18n/fr';
import { ja } from '../src/i18n/ja';
import { zh } from '../src/i18n/zh';

describe('upload messages', () => {
  it('every upload error code and every upload kind has an English text (and so, by type, all six languages)', () => {
    const keys = new Set(Object.keys(en));
    const missing = [...Object.values(UploadError), ...UPLOAD_KIND_NAMES.map((k) => `UPLOAD.KIND.${k}`)].filter((k) => !keys.has(k));
    expect(missing).toEqual([]);
  });

  it('a file with the wrong headers is told what was found beside what is expected, in every language', () => {
    for (const messages of [en, de, es, fr, ja, zh]) {
      expect(messages[UploadError.WRONG_COLUMNS]).toContain('{expected}');
      expect(messages[UploadError.WRONG_COLUMNS]).toContain('{found}');
    }
  });
});
