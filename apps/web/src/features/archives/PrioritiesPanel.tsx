import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, Input, Select, Space, Typography } from 'antd';
import { PRIORITIES_MAX_CHARS } from '@pbs/domain';
import { useFormat, useT } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { toastSuccess } from '../../lib/toast';
import { BUDGET_SCOPE } from '../../lib/budget-scope';
import { BUDGET_PRIORITIES, KEEP_PRIORITIES, PRIORITIES_YEARS } from './documents';

/**
 * The ministry's short account of a budget year's priorities (ministry users only), in its own words: the citizens'
 * portal shows it above that year's figures as soon as it is saved; saved empty, it is taken off. Audited.
 */
export function PrioritiesPanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const [scope] = useQuery({ query: BUDGET_SCOPE });
  const ministry = scope.data?.myBudgetScope.Is_Ministry ?? false;
  const [years] = useQuery({ query: PRIORITIES_YEARS, pause: !ministry });
  const list = years.data?.fiscalYears ?? [];
  const [year, setYear] = useState<string | null>(null);
  const chosen = year ?? list.find((y) => y.Is_Active)?.Fiscal_Year ?? list[0]?.Fiscal_Year ?? null;
  const [kept, refetch] = useQuery({ query: BUDGET_PRIORITIES, variables: { y: chosen ?? '' }, pause: !ministry || !chosen });
  useErrorToast(years.error ?? kept.error, t('PRIORITIES.TITLE'));
  const [saving, keep] = useMutation(KEEP_PRIORITIES);
  const current = kept.data?.budgetPriorities;
  // What the user has typed, a year at a time; a year not edited shows what is kept for it.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const text = (chosen && edits[chosen]) ?? current?.Text ?? '';
  const setText = (value: string) => { if (chosen) setEdits((e) => ({ ...e, [chosen]: value })); };
  if (!ministry) return null;

  const save = async () => {
    if (!chosen) return;
    const r = await keep({ y: chosen, t: text });
    if (r.error) { fail(r.error); return; }
    // A year with nothing kept answered null, which no cache can tie to the mutation: ask again.
    refetch({ requestPolicy: 'network-only' });
    setEdits((e) => Object.fromEntries(Object.entries(e).filter(([y]) => y !== chosen)));
    toastSuccess(t(r.data?.keepBudgetPriorities ? 'PRIORITIES.SAVED' : 'PRIORITIES.REMOVED'));
  };
  return (
    <Card type="inner" title={t('PRIORITIES.TITLE')} data-testid="priorities-panel" style={{ marginBottom: 16 }}
      extra={<Select aria-label={t('FIELD.Fiscal_Year')} value={chosen ?? undefined} onChange={setYear} style={{ minWidth: 130 }}
        options={list.map((y) => ({ value: y.Fiscal_Year, label: y.Fiscal_Year }))} />}>
      <Typography.Paragraph type="secondary">{t('PRIORITIES.HELP')}</Typography.Paragraph>
      <Input.TextArea aria-label={t('PRIORITIES.TITLE')} rows={6} maxLength={PRIORITIES_MAX_CHARS} showCount value={text}
        onChange={(e) => setText(e.target.value)} disabled={kept.fetching} data-testid="priorities-text" />
      <Space style={{ marginTop: 12 }} wrap>
        <Button type="primary" loading={saving.fetching} disabled={!chosen || text.trim() === (current?.Text ?? '')} onClick={() => { void save(); }}
          data-testid="priorities-save">{t('PRIORITIES.SAVE')}</Button>
        {current && <Typography.Text type="secondary">{t('PRIORITIES.WRITTEN', { who: current.Written_By, when: f.dateTime(current.Written_Date) })}</Typography.Text>}
      </Space>
    </Card>
  );
}
