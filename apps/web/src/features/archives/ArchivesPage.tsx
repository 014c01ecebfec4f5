import { downloadFile, RefusedError } from '../../lib/download';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { Button, Card, Col, Empty, Form, Row, Select, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { REPORT_TYPES } from '@pbs/domain';
import type { ArchivesQuery } from '../../gql/graphql';
import { toastError } from '../../lib/toast';
import { useT, useFormat } from '../../i18n';
import { ARCHIVES, CG_VOTES, LG_VOTES, YEARS } from './documents';
import { VerifyPanel } from './VerifyPanel';
import { PublicationsPanel } from './PublicationsPanel';
import { QuestionsPanel } from './QuestionsPanel';
import { PrioritiesPanel } from './PrioritiesPanel';
import { BooksPanel } from './BooksPanel';
import { useErrorToast, useFailure } from '../../i18n/errors';

type Archive = ArchivesQuery['getArchivedReportsByTypeYearAndVote'][number];
/** Files are served from this host path plus Report_File. */
const FILE_HOST = '/api/archive/files/';

const NO_ARCHIVES: never[] = [];

/** Cascading, required filters: type → year → vote → report; files grouped by report name. */
export default function ArchivesPage() {
  const t = useT();
  const fail = useFailure();
  const f = useFormat();
  const [type, setType] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [vote, setVote] = useState<number | null>(null);
  const [report, setReport] = useState<string | null>(null);
  const lg = type?.startsWith('LG') ?? false;
  const [years] = useQuery({ query: YEARS, pause: !type });
  const [cg] = useQuery({ query: CG_VOTES, pause: !year || lg });
  const [lgv] = useQuery({ query: LG_VOTES, pause: !year || !lg });
  const [archives] = useQuery({ query: ARCHIVES, variables: { type: type ?? '', year: year ?? 0, vote: vote ?? 0 }, pause: !type || !year || !vote });
  useErrorToast(years.error, t('TOAST.YEARS'));
  useErrorToast(cg.error, t('TOAST.CG_VOTES'));
  useErrorToast(lgv.error, t('TOAST.LG_VOTES'));
  useErrorToast(archives.error, t('TOAST.ARCHIVED'));

  const voteList = (lg ? lgv.data?.activeLgVotes : cg.data?.activeCgVotes) ?? [];
  const rows = archives.data?.getArchivedReportsByTypeYearAndVote ?? NO_ARCHIVES;
  const reportNames = useMemo(() => [...new Set(rows.map((r) => r.Report_Name))].sort(), [rows]);
  const groups = useMemo(() => {
    const map = new Map<string, Archive[]>();
    for (const r of rows.filter((x) => x.Report_Name === report)) map.set(r.Report_Name, [...(map.get(r.Report_Name) ?? []), r]);
    return [...map.entries()];
  }, [rows, report]);

  const download = async (a: Archive) => {
    try {
      await downloadFile(`${FILE_HOST}${a.Report_File}`, a.Report_File.split('/').pop() ?? a.Report_File);
    } catch (e) {
      if (e instanceof RefusedError && e.status === 409) toastError(t('ARCHIVES.CHANGED'), t('TOAST.FAILED'));
      else fail(e);
    }
  };
  const required = (label: string) => <span>{label} <span className="required-mark">*</span></span>;

  return (
    <Card>
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={6}><Form.Item label={required(t('ARCHIVES.REPORT_TYPE'))}>
            <Select aria-label={t('ARCHIVES.REPORT_TYPE')} value={type ?? undefined} onChange={(v) => { setType(v); setYear(null); setVote(null); setReport(null); }}
              options={REPORT_TYPES.map((r) => ({ value: r, label: r }))} data-testid="archive-type" />
          </Form.Item></Col>
          <Col xs={24} md={6}><Form.Item label={required(t('FIELD.Fiscal_Year'))}>
            <Select aria-label={t('FIELD.Fiscal_Year')} disabled={!type} value={year ?? undefined} onChange={(v) => { setYear(v); setVote(null); setReport(null); }}
              options={(years.data?.fiscalYears ?? []).map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} data-testid="archive-year" />
          </Form.Item></Col>
          <Col xs={24} md={6}><Form.Item label={required(t(lg ? 'ARCHIVES.LG_VOTE' : 'ARCHIVES.CG_VOTE'))}>
            <Select aria-label={t(lg ? 'ARCHIVES.LG_VOTE' : 'ARCHIVES.CG_VOTE')} disabled={!year} value={vote ?? undefined} onChange={(v) => { setVote(v); setReport(null); }} showSearch={{ optionFilterProp: 'label' }}
              options={voteList.map((v) => ({ value: v.Vote_ID, label: `${v.Vote_Code} — ${v.Vote_Name}` }))} data-testid="archive-vote" />
          </Form.Item></Col>
          <Col xs={24} md={6}><Form.Item label={required(t('REPORTS.REPORT'))}>
            <Select aria-label={t('REPORTS.REPORT')} disabled={!vote} value={report ?? undefined} onChange={setReport} options={reportNames.map((n) => ({ value: n, label: n }))}
              notFoundContent={t('ARCHIVES.EMPTY')} data-testid="archive-report" />
          </Form.Item></Col>
        </Row>
      </Form>
      <VerifyPanel />
      <PublicationsPanel />
      <PrioritiesPanel />
      <QuestionsPanel />
      <BooksPanel />
      {!report ? <Empty description={t('ARCHIVES.CHOOSE')} /> : groups.map(([name, files]) => (
        <Card key={name} type="inner" title={name} className="archive-group">
          <Table<Archive> rowKey="Archive_ID" size="small" pagination={false} dataSource={files} columns={[
            { key: 'entity', title: t('REPORTS.ENTITY'), render: (_, a) => [a.Vote_Code ?? a.Programme_Code ?? a.Parastatal_Code, a.Vote_Name ?? a.Programme_Name ?? a.Parastatal_Name].join(' — ') },
            { key: 'year', title: t('FIELD.Fiscal_Year'), dataIndex: 'Fiscal_Year', width: 130 },
            { key: 'format', title: t('FIELD.Report_Format'), dataIndex: 'File_Format', width: 240, render: (v: string, a) => (
              <>{a.File_Name ? <span>{a.File_Name} </span> : null}<Tag>{v}</Tag>{a.Superseded_Date ? <Tag color="orange">{t('ARCHIVES.SUPERSEDED')}</Tag> : null}</>
            ) },
            { key: 'date', title: t('ARCHIVES.ARCHIVED_ON'), dataIndex: 'Created_Date', width: 200, render: (v: string) => f.dateTime(v) },
            { key: 'dl', width: 70, render: (_, a) => <Button type="text" icon={<DownloadOutlined />} aria-label={t('ARCHIVES.DOWNLOAD')} onClick={() => download(a)} data-testid="archive-download" /> },
          ]} />
        </Card>
      ))}
    </Card>
  );
}
