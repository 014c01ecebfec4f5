import { Modal } from 'antd';
import { useMutation, useQuery } from 'urql';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';
import { COPY_PREVIEW, COPY_STAGE } from './documents';

/**
 * The ministry's copy of the stage before into this one: says what it would do — the lines copied, the lines and
 * detailed estimates it replaces, the figures it would set over their ceilings — read as it opens, then copies.
 */
export default function CopyStageDialog({ yearId, stage, onClose }: { yearId: number; stage: number; onClose: (copied: boolean) => void }) {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const vars = { Year_ID: yearId, From_Stage: stage - 1, To_Stage: stage };
  const [preview] = useQuery({ query: COPY_PREVIEW, variables: vars, requestPolicy: 'network-only' });
  const [copying, copy] = useMutation(COPY_STAGE);
  const plan = preview.data?.mtefStageCopyPreview;
  const onCopy = async () => {
    const r = await copy({ ...vars, Replace_Count: plan?.Replaced_Lines ?? 0 });
    if (r.error) { fail(r.error); onClose(false); return; }
    toastSuccess(t('BUDGET.COPIED', { count: r.data?.copyMtefStage ?? 0 }));
    onClose(true);
  };
  return (
    <Modal open title={t('BUDGET.COPY_STAGE', { from: vars.From_Stage })} onCancel={() => onClose(false)} onOk={() => { void onCopy(); }}
      okButtonProps={{ disabled: !plan?.Source_Lines, loading: copying.fetching }} data-testid="mtef-copy-confirm">
      {!plan ? t('BUDGET.COPY_CHECKING') : plan.Source_Lines === 0 ? t('BUDGET.COPY_EMPTY', { from: vars.From_Stage })
        : <>{t('BUDGET.COPY_CONFIRM', { from: vars.From_Stage, to: vars.To_Stage, source: plan.Source_Lines, replaced: plan.Replaced_Lines })}
          {plan.Detail_Lines > 0 && <div data-testid="mtef-copy-detail">{t('BUDGET.COPY_DETAIL', { from: vars.From_Stage, to: vars.To_Stage, lines: f.number(plan.Detail_Lines), replaced: f.number(plan.Replaced_Detail_Lines) })}</div>}
          {plan.Over_Ceiling > 0 && <div data-testid="mtef-copy-over">{t('BUDGET.COPY_OVER', { count: plan.Over_Ceiling })}</div>}</>}
    </Modal>
  );
}
