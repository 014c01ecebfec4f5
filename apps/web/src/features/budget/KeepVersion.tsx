import { useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useMutation } from 'urql';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { KEEP_IPF_VERSION, KEEP_MTEF_VERSION } from './documents';
import { useFailure } from '../../i18n/errors';

/**
 * Keeps the vote's MTEF (CG) or the district's grant IPFs (LG) of the stage as they stand (saved figures) as a
 * numbered version with a label, e.g. before a ceiling change; Compare stages then sets any kept version beside
 * the working figures.
 */
export function KeepVersion({ area, yearId, stage, voteId, disabled }: { area: 'CG' | 'LG'; yearId: number; stage: number; voteId: number; disabled: boolean }) {
  const t = useT();
  const fail = useFailure();
  const [asking, setAsking] = useState(false);
  const [label, setLabel] = useState('');
  const [keepingMtef, keepMtef] = useMutation(KEEP_MTEF_VERSION);
  const [keepingIpf, keepIpf] = useMutation(KEEP_IPF_VERSION);
  const onKeep = async () => {
    const vars = { Year_ID: yearId, Stage: stage, Vote_ID: voteId, Label: label };
    const r = area === 'CG' ? await keepMtef(vars) : await keepIpf(vars);
    if (r.error) { fail(r.error); return; }
    const kept = r.data && ('keepMtefVersion' in r.data ? r.data.keepMtefVersion : r.data.keepIpfVersion);
    toastSuccess(t('BUDGET.VERSION_KEPT', { version: kept?.Version ?? '' }));
    setAsking(false);
    setLabel('');
  };
  return (
    <>
      <Button icon={<HistoryOutlined />} disabled={disabled} onClick={() => setAsking(true)} data-testid={`${area === 'CG' ? 'mtef' : 'ipf'}-keep-version`}>{t('BUDGET.KEEP_VERSION')}</Button>
      <Modal open={asking} title={t('BUDGET.KEEP_VERSION')} okText={t('BUDGET.KEEP_VERSION')} cancelText={t('COMMON.NO')} onCancel={() => setAsking(false)}
        onOk={() => { void onKeep(); }} okButtonProps={{ disabled: !label.trim(), loading: keepingMtef.fetching || keepingIpf.fetching }}>
        <Typography.Paragraph>{t('BUDGET.KEEP_VERSION.HELP')}</Typography.Paragraph>
        <Input aria-label={t('BUDGET.VERSION_LABEL')} placeholder={t('BUDGET.VERSION_LABEL')} maxLength={120} value={label} onChange={(e) => setLabel(e.target.value)} data-testid="version-label" />
      </Modal>
    </>
  );
}
