import { downloadFile, RefusedError } from '../../lib/download';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { REPORT_TYPES } from '@pbs/domain';
import type { ArchivesQuery } from '../../gql/graphql';
import { toastError } from '../../lib/toast';
import { BUDGET_SCOPE } from '../../lib/budget-scope';
import { useT, useFormat } from '../../i18n';
import { antIsland } from '../../app/ant-island';
import { Button } from '../../components/light/Button';
import { DataTable } from '../../components/light/DataTable';
import { Panel, Tag } from '../../components/light/Panel';
import { SvgIcon } from '../../components/light/SvgIcon';
import { Field, Fields } from '../../components/light-form/Fields';
import { Select } from '../../components/light-form/Select';
import { ARCHIVES, CG_VOTES, LG_VOTES, YEARS } from './documents';
import { VerifyPanel } from './VerifyPanel';
import { useErrorToast, useFailure } from '../../i18n/errors';

// The archive's filters and files, and the check of a printed code, are drawn without Ant Design (ADR 0021); the
// ministry's panels (publications, priorities, questions, books) load it with them, for the ministry only.
const loading = <div className="page-loading"><span className="page-spinner" role="status" /></div>;
const PublicationsPanel = antIsland(() => import('./PublicationsPanel').then((m) => ({ default: m.PublicationsPanel })), loading);
const PrioritiesPanel = antIsland(() => import('./PrioritiesPanel').then((m) => ({ default: m.PrioritiesPanel })));
const QuestionsPanel = antIsland(() => import('./QuestionsPanel').then((m) => ({ default: m.QuestionsPanel })));
const BooksPanel = antIsland(() => import('./BooksPanel').then((m) => ({ default: m.BooksPanel })));

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
  const [scope] = useQuery({ query: BUDGET_SCOPE });
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
  const files = useMemo(() => rows.filter((x) => x.Report_Name === report), [rows, report]);

  const download = async (a: Archive) => {
    try {
      await downloadFile(`${FILE_HOST}${a.Report_File}`, a.Report_File.split('/').pop() ?? a.Report_File);
    } catch (e) {
      if (e instanceof RefusedError && e.status === 409) toastError(t('ARCHIVES.CHANGED'), t('TOAST.FAILED'));
      else fail(e);
    }
  };
  const required = (label: string) => <>{label} <span className="required-mark" aria-hidden="true">*</span></>;
  const voteLabel = t(lg ? 'ARCHIVES.LG_VOTE' : 'ARCHIVES.CG_VOTE');
  // Chosen a vote with nothing archived: the report chooser says so.
  const none = !!vote && !!archives.data && !reportNames.length;

  return (
    <Panel className="archives-page">
      <Fields>
        <Field label={required(t('ARCHIVES.REPORT_TYPE'))}>
          <Select label={t('ARCHIVES.REPORT_TYPE')} value={type} onChange={(v) => { setType(v); setYear(null); setVote(null); setReport(null); }}
            options={REPORT_TYPES.map((r) => ({ value: r, label: r }))} testId="archive-type" />
        </Field>
        <Field label={required(t('FIELD.Fiscal_Year'))}>
          <Select label={t('FIELD.Fiscal_Year')} disabled={!type} value={year} onChange={(v) => { setYear(v); setVote(null); setReport(null); }}
            options={(years.data?.fiscalYears ?? []).map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} testId="archive-year" />
        </Field>
        <Field label={required(voteLabel)}>
          <Select label={voteLabel} disabled={!year} value={vote} onChange={(v) => { setVote(v); setReport(null); }}
            options={voteList.map((v) => ({ value: v.Vote_ID, label: `${v.Vote_Code} — ${v.Vote_Name}` }))} testId="archive-vote" />
        </Field>
        <Field label={required(t('REPORTS.REPORT'))}>
          <Select label={t('REPORTS.REPORT')} disabled={!vote || none} value={report} onChange={setReport} placeholder={none ? t('ARCHIVES.EMPTY') : ''}
            options={reportNames.map((n) => ({ value: n, label: n }))} testId="archive-report" />
        </Field>
      </Fields>
      <VerifyPanel />
      {scope.data?.myBudgetScope.Is_Ministry && <><PublicationsPanel /><PrioritiesPanel /><QuestionsPanel /><BooksPanel /></>}
      {!report ? <p className="archives-choose">{t('ARCHIVES.CHOOSE')}</p> : (
        <section className="archive-group">
          <h3>{report}</h3>
          <DataTable<Archive> rows={files} rowKey={(a) => a.Archive_ID} minWidth={760} columns={[
            { key: 'entity', title: t('REPORTS.ENTITY'), render: (a) => [a.Vote_Code ?? a.Programme_Code ?? a.Parastatal_Code, a.Vote_Name ?? a.Programme_Name ?? a.Parastatal_Name].join(' — ') },
            { key: 'year', title: t('FIELD.Fiscal_Year'), width: 130, render: (a) => a.Fiscal_Year },
            { key: 'format', title: t('FIELD.Report_Format'), width: 240, render: (a) => (
              <>{a.File_Name ? <span>{a.File_Name} </span> : null}<Tag colour="default">{a.File_Format}</Tag>{a.Superseded_Date ? <> <Tag colour="orange">{t('ARCHIVES.SUPERSEDED')}</Tag></> : null}</>
            ) },
            { key: 'date', title: t('ARCHIVES.ARCHIVED_ON'), width: 200, render: (a) => f.dateTime(a.Created_Date) },
            { key: 'dl', title: <span className="sr-only">{t('ARCHIVES.DOWNLOAD')}</span>, width: 70, render: (a) => (
              <Button kind="text" icon={<SvgIcon icon={DownloadOutlined} />} aria-label={t('ARCHIVES.DOWNLOAD')} onClick={() => { void download(a); }} data-testid="archive-download" />
            ) },
          ]} />
        </section>
      )}
    </Panel>
  );
}
