import { useMemo, useState } from 'react';
import { Col, Form, Row, Segmented, Select, Table, Typography } from 'antd';
import { useQuery } from 'urql';
import { shiftFiscalYear, shortFiscalYear } from '@pbs/domain';
import { useSession } from '../../lib/session';
import { choice } from './loading-state';

import { useT, useFormat } from '../../i18n';
import { COMPARE, IPF_VERSIONS, MTEF_VERSIONS } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { useYearVotes, voteOption } from './useYearVotes';
import { stageName } from '../../i18n/stage-name';
import { useErrorToast } from '../../i18n/errors';

type Pair = { Line_Code: string; Line_Name: string; Figure: string; Year: string; Category: string; Stage_Amount: number; Other_Stage_Amount: number; Difference: number };
const YEARS = ['Y0', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'];

/**
 * A vote's budget in one stage beside another of the year (or any version the vote kept) — the MTEF with its
 * ceilings for a CG vote, the grant IPFs for a district — every year Y0–Y5 (labelled with its fiscal year) and
 * category, with the difference.
 */
export function ComparePanel() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const c = useBudgetChoices();
  const [chosenArea, setArea] = useState<'CG' | 'LG'>('CG');
  // A vote's user compares their own kind of budget; the ministry chooses.
  const area = c.ministry ? chosenArea : c.ownKind === 'LG' ? 'LG' : 'CG';
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const stages = c.stages(area, yearId);
  const [voteId, setVoteId] = useState<number | null>(null);
  const vote = c.ministry ? voteId : c.ownVote;
  // Kept versions of the vote's figures: each can stand on either side instead of a stage's working figures.
  const [mtefVersions] = useQuery({ query: MTEF_VERSIONS, variables: { Year_ID: yearId ?? 0, Vote_ID: vote }, pause: area !== 'CG' || !yearId || !vote });
  const [ipfVersions] = useQuery({ query: IPF_VERSIONS, variables: { Year_ID: yearId ?? 0, Vote_ID: vote }, pause: area !== 'LG' || !yearId || !vote });
  const kept = (area === 'CG' ? mtefVersions.data?.mtefVersions : ipfVersions.data?.ipfVersions) ?? [];
  const active = (stages.find((x) => x.Is_Active) ?? stages.at(-1))?.Stage ?? null;
  // A side is a stage ('2') or a kept version of it ('2:17').
  const [picked, setPicked] = useState<{ a: string | null; b: string | null }>({ a: null, b: null });
  const a = picked.a ?? (active ? String(active) : null);
  const b = picked.b ?? (stages.find((x) => String(x.Stage) !== a && x.Stage === Number(a) - 1) ?? stages.find((x) => String(x.Stage) !== a))?.Stage.toString() ?? null;
  const sideOf = (v: string | null) => ({ stage: v ? Number(v.split(':')[0]) : null, version: v?.includes(':') ? Number(v.split(':')[1]) : null });
  const [sa, sb] = [sideOf(a), sideOf(b)];
  const sideOptions = [
    ...stages.map((x) => ({ value: String(x.Stage), label: `${t('FIELD.Stage')} ${x.Stage} — ${stageName(t, x.Stage_Name)}${kept.length ? ` · ${t('BUDGET.WORKING')}` : ''}` })),
    ...kept.map((v) => ({ value: `${v.Stage}:${v.Version_ID}`, label: `${t('FIELD.Stage')} ${v.Stage} — v${v.Version} ${v.Label} (${f.date(v.Created_Date)})` })),
  ];
  const short = (v: string | null) => {
    const version = kept.find((k) => `${k.Stage}:${k.Version_ID}` === v);
    return `${t('FIELD.Stage')} ${sideOf(v).stage ?? ''}${version ? ` v${version.Version}` : ''}`;
  };
  const [year, setYear] = useState<string>('all');
  const [figure, setFigure] = useState<string>('all');
  const [{ data, fetching, error }] = useQuery({
    query: COMPARE, variables: { Year_ID: yearId ?? 0, Area: area, Stage: sa.stage ?? 0, Other_Stage: sb.stage ?? 0, Vote_ID: voteId, Version_ID: sa.version, Other_Version_ID: sb.version },
    pause: !yearId || !a || !b || a === b || (c.ministry && !voteId),
  });
  useErrorToast(error, t('TOAST.FAILED'));
  const fiscalYear = c.years.find((y) => y.Year_ID === yearId)?.Fiscal_Year;
  const yearLabel = (y: string) => (fiscalYear ? `${y} ${shortFiscalYear(shiftFiscalYear(fiscalYear, Number(y.slice(1))))}` : y);
  const rows = useMemo(() => ((data?.compareBudgetStages ?? []) as Pair[])
    .filter((r) => (year === 'all' || r.Year === year) && (figure === 'all' || r.Figure === figure)), [data, year, figure]);
  const named = useYearVotes(c, yearId);
  const voteOptions = area === 'CG' ? named.cgVotes : named.lgVotes;
  const money = (v: number) => f.number(v);
  return (
    <div id="compare">
      <Form layout="vertical">
        <Row gutter={16}>
          {c.ministry && <Col xs={24} md={4}><Form.Item label={t('BUDGET.COMPARE.AREA')}>
            <Segmented<'CG' | 'LG'> value={chosenArea} onChange={(v) => { setArea(v); setVoteId(null); setPicked({ a: null, b: null }); }}
              options={[{ value: 'CG', label: t('BUDGET.COMPARE.CG') }, { value: 'LG', label: t('BUDGET.COMPARE.LG') }]} />
          </Form.Item></Col>}
          <Col xs={24} md={4}><Form.Item label={t('FIELD.Fiscal_Year')}>
            <Select aria-label={t('FIELD.Fiscal_Year')} {...choice(c.ready, yearId)} onChange={(y) => { setYearId(y); setPicked({ a: null, b: null }); }}
              options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
          </Form.Item></Col>
          <Col xs={24} md={7}><Form.Item label={t('BUDGET.THIS_STAGE')}>
            <Select aria-label={t('BUDGET.THIS_STAGE')} value={a ?? undefined} onChange={(v) => setPicked({ a: v, b: null })} options={sideOptions} data-testid="compare-stage" />
          </Form.Item></Col>
          <Col xs={24} md={7}><Form.Item label={t('BUDGET.OTHER_STAGE')}>
            <Select aria-label={t('BUDGET.OTHER_STAGE')} value={b ?? undefined} onChange={(v) => setPicked({ a, b: v })}
              options={sideOptions.filter((o) => o.value !== a)} data-testid="compare-other-stage" />
          </Form.Item></Col>
          {c.ministry && <Col xs={24} md={6}><Form.Item label={t('TOPBAR.VOTE')}>
            <Select aria-label={t('TOPBAR.VOTE')} {...choice(c.ready, voteId)} onChange={setVoteId} showSearch={{ optionFilterProp: 'label' }}
              options={voteOptions.map(voteOption)} />
          </Form.Item></Col>}
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={14}><Form.Item label={t('BUDGET.COMPARE.YEAR')}>
            <Segmented value={year} onChange={setYear} options={[{ value: 'all', label: t('BUDGET.COMPARE.ALL') }, ...YEARS.map((y) => ({ value: y, label: yearLabel(y) }))]} />
          </Form.Item></Col>
          {area === 'CG' && <Col xs={24} md={10}><Form.Item label={t('BUDGET.FIGURE')}>
            <Segmented value={figure} onChange={setFigure} options={[{ value: 'all', label: t('BUDGET.COMPARE.ALL') },
              { value: 'Allocation', label: t('BUDGET.ALLOCATION') }, { value: 'Ceiling', label: t('BUDGET.CEILING') }]} />
          </Form.Item></Col>}
        </Row>
      </Form>
      <Table<Pair> rowKey={(r) => `${r.Line_Code}-${r.Figure}-${r.Year}-${r.Category}`} size="small" loading={fetching} dataSource={rows} pagination={{ pageSize: 50 }}
        scroll={{ x: 900 }} data-testid="compare-table"
        columns={[
          { key: 'l', title: area === 'CG' ? t('FIELD.Programme') : t('BUDGET.COMPARE.GRANT'), render: (_, r) => `${r.Line_Code} — ${r.Line_Name}` },
          ...(area === 'CG' ? [{ key: 'f', title: t('BUDGET.FIGURE'), render: (_: unknown, r: Pair) => (r.Figure === 'Ceiling' ? t('BUDGET.CEILING') : t('BUDGET.ALLOCATION')), width: 110 }] : []),
          { key: 'y', title: t('BUDGET.COMPARE.YEAR'), render: (_, r) => yearLabel(r.Year), width: 110 },
          ...(area === 'CG' ? [{ key: 'c', title: t('BUDGET.CATEGORY'), dataIndex: 'Category', width: 100 }] : []),
          { key: 'cur', title: short(a), align: 'right', render: (_, r) => money(r.Stage_Amount) },
          { key: 'other', title: short(b), align: 'right', render: (_, r) => money(r.Other_Stage_Amount) },
          { key: 'd', title: t('BUDGET.DIFFERENCE'), align: 'right', render: (_, r) => (
            <Typography.Text type={r.Difference < 0 ? 'danger' : r.Difference > 0 ? 'success' : undefined}>{money(r.Difference)}</Typography.Text>) },
        ]} />
    </div>
  );
}
