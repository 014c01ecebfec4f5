import { isMessageKey, type Translate } from './index';

/**
 * A budget stage's name in the user's language when it is one of the standard stages the messages know;
 * a name an administrator gave is master data and is shown as written.
 */
export function stageName(t: Translate, name: string | null | undefined): string {
  const key = `STAGE.${name ?? ''}`;
  return isMessageKey(key) ? t(key) : name ?? '';
}
