import type { Translate } from '../../i18n';
import type { FieldSpec } from './config';
/** A field's translated label; *_Code and *_Name fields share the generic Code and Name labels. */
export function fieldLabel(field: string, t: Translate): string {
  const own = t(`FIELD.${field}`);
  if (own !== `FIELD.${field}`) return own;
  if (/_Code$/.test(field)) return t('FIELD.Code');
  if (/(_Name|^Sub_Region)$/.test(field)) return t('FIELD.Name');
  return field.replace(/_/g, ' ');
}

/** A select's value as the reader reads it: its translation when the field's options have labels. */
export const optionText = (f: FieldSpec, v: string, t: Translate) => (f.optionLabels && v ? t(`OPTION.${f.field}.${v}`) : v);
