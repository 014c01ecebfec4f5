import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useMutation } from 'urql';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { KEEP_IPF_VERSION, KEEP_MTEF_VERSION } from './documents';
import { useFailure } from '../../i18n/errors';

/** Asks for the label of a version of the vote's MTEF (CG) or the district's grant IPFs (LG), and keeps it. */
export default function KeepVersionDialog({ area, yearId, stage, voteId, onClose }: { area: 'CG' | 'LG'; yearId: number; stage: number; voteId: number; onClose: () => void }) {
  const t = useT();
  const fail = useFailure();
  const [label, setLabel] = useState('');
  const [keepingMtef, keepMtef] = useMutation(KEEP_MTEF_VERSION);
  const [keepingIpf, keepIpf] = useMutation(KEEP_IPF_VERSION);
  const onKeep = async () => {
    const vars = { Year_ID: yearId, Stage: stage, Vote_ID: voteId, Label: label };
    const r = area === 'CG' ? await keepMtef(vars) : await keepIpf(vars);
    if (r.error) { fail(r.error); return; }
    const kept = r.data && ('keepMtefVersion' in r.data ? r.data.keepMtefVersion : r.data.keepIpfVersion);
    toastSuccess(t('BUDGET.VERSION_KEPT', { version: kept?.Version ?? '' }));
    onClose();
  };
  return (
    <Modal open title={t('BUDGET.KEEP_VERSION')} okText={t('BUDGET.KEEP_VERSION')} cancelText={t('COMMON.NO')} onCancel={onClose}
      onOk={() => { void onKeep(); }} okButtonProps={{ disabled: !label.trim(), loading: keepingMtef.fetching || keepingIpf.fetching }}>
      <Typography.Paragraph>{t('BUDGET.KEEP_VERSION.HELP')}</Typography.Paragraph>
      <Input aria-label={t('BUDGET.VERSION_LABEL')} placeholder={t('BUDGET.VERSION_LABEL')} maxLength={120} value={label} onChange={(e) => setLabel(e.target.value)} data-testid="version-label" />
    </Modal>
  );
}
