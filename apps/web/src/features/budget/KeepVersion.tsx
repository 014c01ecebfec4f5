import { useState } from 'react';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import { useT } from '../../i18n';
import { antIsland } from '../../app/ant-island';
import { Button } from '../../components/light/Button';
import { SvgIcon } from '../../components/light/SvgIcon';
import { DialogLoading } from '../../components/light/DialogLoading';

const KeepVersionDialog = antIsland(() => import('./KeepVersionDialog'), <DialogLoading />);

/**
 * Keeps the vote's MTEF (CG) or the district's grant IPFs (LG) of the stage as they stand (saved figures) as a
 * numbered version with a label, e.g. before a ceiling change; Compare stages then sets any kept version beside
 * the working figures. The button is light; its dialog brings Ant Design when opened.
 */
export function KeepVersion({ area, yearId, stage, voteId, disabled }: { area: 'CG' | 'LG'; yearId: number; stage: number; voteId: number; disabled: boolean }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button icon={<SvgIcon icon={HistoryOutlined} />} disabled={disabled} onClick={() => setAsking(true)} data-testid={`${area === 'CG' ? 'mtef' : 'ipf'}-keep-version`}>{t('BUDGET.KEEP_VERSION')}</Button>
      {asking && <KeepVersionDialog area={area} yearId={yearId} stage={stage} voteId={voteId} onClose={() => setAsking(false)} />}
    </>
  );
}
