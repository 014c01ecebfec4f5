import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, Col, Empty, Form, Progress, Row, Select, Space, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { BudgetBooksQuery } from '../../gql/graphql';
import { useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { stageName } from '../../i18n/stage-name';
import { downloadFile, RefusedError } from '../../lib/download';
import { toastError, toastSuccess } from '../../lib/toast';
import { BUDGET_SCOPE } from '../../lib/budget-scope';
import { BOOK_STAGES, BUDGET_BOOKS, DRAW_BUDGET_BOOK } from './documents';

type Book = BudgetBooksQuery['budgetBooks'][number];
const STATE_COLOUR: Record<string, string> = { queued: 'default', drawing: 'processing', done: 'green', failed: 'red' };
const RUNNING = new Set(['queued', 'drawing']);
const NO_BOOKS: Book[] = [];

/**
 * The national budget books (ministry users only): choose a year and stage, have the book drawn in the background
 * (its progress shown while this page is open, and kept if the page is left), then download its signed PDF or
 * its workbook; earlier books of a stage stay, marked superseded.
 */
export function BooksPanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const [scope] = useQuery({ query: BUDGET_SCOPE });
  const ministry = scope.data?.myBudgetScope.Is_Ministry ?? false;
  const [choices] = useQuery({ query: BOOK_STAGES, pause: !ministry });
  const years = choices.data?.fiscalYears ?? [];
  const [yearId, setYearId] = useState<number | null>(null);
  const year = yearId ?? years.find((y) => y.Is_Active)?.Year_ID ?? years.at(0)?.Year_ID ?? null;
  const stages = useMemo(() => (choices.data?.budgetStages ?? []).filter((s) => s.Year_ID === year && s.Process_Area === 'CG').sort((a, b) => a.Stage - b.Stage), [choices.data, year]);
  const [stage, setStage] = useState<number | null>(null);
  const chosenStage = stage ?? stages.find((s) => s.Is_Active)?.Stage ?? null;
  const [list, refetch] = useQuery({ query: BUDGET_BOOKS, variables: { y: year ?? 0 }, pause: !ministry || year === null });
  useErrorToast(list.error, t('BOOK.TITLE'));
  const [drawing, draw] = useMutation(DRAW_BUDGET_BOOK);
  const rows = list.data?.budgetBooks ?? NO_BOOKS;
  const running = rows.some((b) => RUNNING.has(b.State));
  // While a book is drawn, its progress is read every two seconds.
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => { refetch({ requestPolicy: 'network-only' }); }, 2_000);
    return () => { clearInterval(timer); };
  }, [running, refetch]);
  if (!ministry) return null;

  const ask = async () => {
    if (year === null || chosenStage === null) return;
    const r = await draw({ y: year, s: chosenStage });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('BOOK.QUEUED'));
    refetch({ requestPolicy: 'network-only' });
  };
  const download = async (b: Book, format: 'pdf' | 'xlsx') => {
    try {
      await downloadFile(`/api/archive/books/${b.Book_ID}/${format}`, `National_Budget_Book.${format}`);
    } catch (e) {
      if (e instanceof RefusedError && e.status === 409) toastError(t('ARCHIVES.CHANGED'), t('TOAST.FAILED'));
      else fail(e);
    }
  };
  return (
    <Card type="inner" title={t('BOOK.TITLE')} className="books-panel">
      <p>{t('BOOK.TEXT')}</p>
      <Form layout="vertical">
        <Row gutter={16} align="bottom">
          <Col xs={24} md={8}><Form.Item label={t('FIELD.Fiscal_Year')}>
            <Select aria-label={t('FIELD.Fiscal_Year')} value={year ?? undefined} onChange={(v) => { setYearId(v); setStage(null); }}
              options={years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} data-testid="book-year" />
          </Form.Item></Col>
          <Col xs={24} md={8}><Form.Item label={t('BOOK.STAGE')}>
            <Select aria-label={t('BOOK.STAGE')} value={chosenStage ?? undefined} onChange={setStage}
              options={stages.map((s) => ({ value: s.Stage, label: stageName(t, s.Stage_Name) }))} data-testid="book-stage" />
          </Form.Item></Col>
          <Col xs={24} md={8}><Form.Item>
            <Button type="primary" onClick={() => { void ask(); }} loading={drawing.fetching} disabled={chosenStage === null} data-testid="book-draw">{t('BOOK.DRAW')}</Button>
          </Form.Item></Col>
        </Row>
      </Form>
      {!rows.length ? <Empty description={t('BOOK.EMPTY')} /> : (
        <Table<Book> rowKey="Book_ID" size="small" pagination={{ pageSize: 10, hideOnSinglePage: true }} dataSource={rows} scroll={{ x: 900 }} columns={[
          { key: 'stage', title: t('BOOK.STAGE'), width: 190, render: (_, b) => <><div>{stageName(t, b.Stage_Name)}</div><small>{b.Fiscal_Year}</small></> },
          { key: 'state', title: t('PUBLISH.STATE'), width: 230, render: (_, b) => (
            <Space orientation="vertical" size={2} style={{ width: '100%' }}>
              <Space wrap size={4}>
                <Tag color={STATE_COLOUR[b.State]}>{t(`BOOK.STATE.${b.State}` as MessageKey)}</Tag>
                {b.Superseded_Date ? <Tag>{t('ARCHIVES.SUPERSEDED')}</Tag> : null}
              </Space>
              {RUNNING.has(b.State) ? <Progress size="small" percent={b.Total ? Math.round((b.Done / b.Total) * 100) : 0} status="active"
                format={() => t('BOOK.PROGRESS', { done: f.number(b.Done), total: f.number(b.Total) })} /> : null}
              {b.Error ? <small>{b.Error}</small> : null}
            </Space>
          ) },
          { key: 'content', title: t('BOOK.CONTENT'), render: (_, b) => (b.State === 'done' ? (
            <><div>{t('BOOK.SIZE', { votes: f.number(b.Votes ?? 0), lines: f.number(b.Lines ?? 0), pages: f.number(b.Pages ?? 0) })}</div>
              <small>{t('PUBLISH.TOTAL')}: {f.number(b.Amount ?? 0)} · {t('BOOK.CODE')} {b.Verification_Code}</small></>
          ) : null) },
          { key: 'asked', title: t('BOOK.REQUESTED'), width: 190, render: (_, b) => <><div>{f.dateTime(b.Requested_Date)}</div><small>{b.Requested_By}</small></> },
          { key: 'dl', width: 170, render: (_, b) => (b.State === 'done' ? (
            <Space size={4}>
              <Button size="small" icon={<DownloadOutlined />} onClick={() => { void download(b, 'pdf'); }} data-testid="book-pdf">PDF</Button>
              <Button size="small" icon={<DownloadOutlined />} onClick={() => { void download(b, 'xlsx'); }} data-testid="book-xlsx">Excel</Button>
            </Space>
          ) : null) },
        ]} />
      )}
    </Card>
  );
}
