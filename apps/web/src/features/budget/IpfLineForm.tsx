import { useState } from 'react';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useMutation, useQuery } from 'urql';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';
import { IPF_MASTERS, SAVE_IPF } from './documents';
import { IPF_AMOUNTS, type IpfRow, type Transfer } from './ipf';

interface Draft { ssp: number | null; revenue: number | null; subGrant: number | null; transfer: Transfer; project: string; amounts: (number | null)[] }

const draftOf = (row: IpfRow | null, transfer: Transfer): Draft => ({
  ssp: (row?.Sub_SubProgramme_ID as number | undefined) ?? null, revenue: (row?.Revenue_ID as number | undefined) ?? null,
  subGrant: (row?.SubGrant_ID as number | null | undefined) ?? null, transfer, project: String(row?.Project_Code ?? ''),
  amounts: IPF_AMOUNTS.map((k) => (row ? Number(row[k] ?? 0) : null)),
});

/**
 * Adds a grant IPF line to a district, or corrects one: sub-sub-programme, revenue, its sub-grant (only those of
 * the chosen revenue are offered), transfer, project code and the ten amounts. The server applies the upload's
 * rules and says what it refuses.
 */
export function IpfLineForm({ yearId, stage, voteId, row, transfer, onClose }: {
  yearId: number; stage: number; voteId: number; row: IpfRow | null; transfer: Transfer; onClose: (saved: boolean) => void;
}) {
  const t = useT();
  const fail = useFailure();
  const [d, setD] = useState<Draft>(() => draftOf(row, transfer));
  const [{ data }] = useQuery({ query: IPF_MASTERS });
  const [saving, save] = useMutation(SAVE_IPF);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const grants = (data?.activeSubGrants ?? []).filter((g) => g.Revenue_ID === d.revenue);
  const complete = d.ssp !== null && d.revenue !== null && d.amounts.every((a) => a !== null);

  const onSave = async () => {
    if (d.ssp === null || d.revenue === null) return;
    const r = await save({ Year_ID: yearId, Stage: stage, Vote_ID: voteId, Lines: [{
      Grant_IPF_ID: row?.ID ?? null, Sub_SubProgramme_ID: d.ssp, Revenue_ID: d.revenue, SubGrant_ID: d.subGrant, Transfer: d.transfer,
      Project_Code: d.project.trim() || null, Amounts: d.amounts.map((a) => a ?? 0),
    }] });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('BUDGET.SAVED', { count: r.data?.saveIpfLines ?? 0 }));
    onClose(true);
  };

  return (
    <Modal open title={t(row ? 'BUDGET.IPF_EDIT' : 'BUDGET.IPF_NEW')} okText={t('BUDGET.IPF_SAVE')} cancelText={t('COMMON.CANCEL')}
      onOk={() => { void onSave(); }} onCancel={() => onClose(false)} okButtonProps={{ disabled: !complete, loading: saving.fetching, 'data-testid': 'ipf-save' }}
      width={760} data-testid="ipf-line-form">
      <Form layout="vertical">
        <Row gutter={12}>
          <Col xs={24} md={12}><Form.Item label={t('FIELD.Sub_SubProgramme')}>
            <Select aria-label={t('FIELD.Sub_SubProgramme')} value={d.ssp ?? undefined} onChange={(v) => set({ ssp: v })} showSearch={{ optionFilterProp: 'label' }} data-testid="ipf-ssp"
              options={(data?.activeSubSubProgrammes ?? []).map((x) => ({ value: x.Sub_SubProgramme_ID, label: `${x.Sub_SubProgramme_Code} — ${x.Sub_SubProgramme_Name}` }))} />
          </Form.Item></Col>
          <Col xs={24} md={12}><Form.Item label={t('BUDGET.REVENUE')}>
            <Select aria-label={t('BUDGET.REVENUE')} value={d.revenue ?? undefined} onChange={(v) => set({ revenue: v, subGrant: null })} showSearch={{ optionFilterProp: 'label' }} data-testid="ipf-revenue"
              options={(data?.activeRevenues ?? []).filter((x) => x.Revenue_Class !== 'LocalRevenue').map((x) => ({ value: x.Revenue_ID, label: `${x.Revenue_Code} — ${x.Revenue_Name}` }))} />
          </Form.Item></Col>
          <Col xs={24} md={12}><Form.Item label={t('BUDGET.SUB_GRANT')}>
            <Select aria-label={t('BUDGET.SUB_GRANT')} value={d.subGrant ?? 0} onChange={(v) => set({ subGrant: v || null })} disabled={!grants.length} data-testid="ipf-sub-grant"
              options={[{ value: 0, label: t('BUDGET.NO_SUB_GRANT') }, ...grants.map((g) => ({ value: g.SubGrant_ID, label: `${g.SubGrant_Code} — ${g.SubGrant_Name}` }))]} />
          </Form.Item></Col>
          <Col xs={12} md={6}><Form.Item label={t('BUDGET.TRANSFER')}>
            <Select aria-label={t('BUDGET.TRANSFER')} value={d.transfer} onChange={(v) => set({ transfer: v })} data-testid="ipf-transfer"
              options={[{ value: 'Conditional', label: t('BUDGET.TRANSFER_CONDITIONAL') }, { value: 'Discretionary', label: t('BUDGET.TRANSFER_DISCRETIONARY') }]} />
          </Form.Item></Col>
          <Col xs={12} md={6}><Form.Item label={t('BUDGET.PROJECT_CODE')}>
            <Input aria-label={t('BUDGET.PROJECT_CODE')} maxLength={30} value={d.project} onChange={(e) => set({ project: e.target.value })} />
          </Form.Item></Col>
        </Row>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('BUDGET.IPF_AMOUNTS')}</legend>
          <Row gutter={12}>
            {IPF_AMOUNTS.map((k, i) => (
              <Col xs={12} md={6} key={k}><Form.Item label={k.replace('Projection_', '').replace('Plan_', '')}>
                <InputNumber aria-label={k} min={0} max={1e15} step={1000} style={{ width: '100%' }} value={d.amounts[i]} data-testid={`ipf-${k}`}
                  onChange={(v) => set({ amounts: d.amounts.map((a, j) => (j === i ? v : a)) })} />
              </Form.Item></Col>
            ))}
          </Row>
        </fieldset>
      </Form>
    </Modal>
  );
}
