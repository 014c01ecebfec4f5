import { isMessageKey, type Translate } from '../../i18n';
import { columnName } from '../budget/column-names';

/** A table's records as a person calls them ("MTEF line"), or "Record of {table}" for one the screens do not name. */
export function tableLabel(t: Translate, table: string): string {
  const key = `AUDIT.TABLE.${table}`;
  return isMessageKey(key) ? t(key) : t('AUDIT.KIND_UNKNOWN', { table });
}

/** A database field as the API edge spells it: voteId → Vote_ID, y1_wage → Y1_Wage, sepcId → SEPC_ID. */
export const edgeName = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').split('_')
  .map((w) => (w === 'Id' ? 'ID' : w === 'sepc' || w === 'Sepc' ? 'SEPC' : w.charAt(0).toUpperCase() + w.slice(1))).join('_');

/** A field by its screen label in the reader's language; a field no screen shows keeps its API name. */
export function fieldLabel(t: Translate, field: string): string {
  const own = `AUDIT.FIELD.${field}`;
  if (isMessageKey(own)) return t(own);
  const edge = edgeName(field);
  return columnName(t, edge) || edge;
}
