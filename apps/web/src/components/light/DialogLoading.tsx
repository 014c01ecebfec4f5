import { useT } from '../../i18n';

/** What a light screen's dialog shows while it and Ant Design load (a slow link): the dialog's mask and a spinner. */
export function DialogLoading() {
  const t = useT();
  return <div className="l-dialog-loading" role="status" aria-label={t('COMMON.LOADING')}><span className="page-spinner" /></div>;
}
