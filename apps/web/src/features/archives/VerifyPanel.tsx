import { useState } from 'react';
import { useQuery } from 'urql';
import { useSearchParams } from 'react-router';
import type { VerifyDocumentQuery } from '../../gql/graphql';
import { useT, useFormat } from '../../i18n';
import { Button } from '../../components/light/Button';
import { DataTable } from '../../components/light/DataTable';
import { Panel } from '../../components/light/Panel';
import { Alert } from '../../components/light-form/Alert';
import { VERIFY } from './documents';
import { useErrorToast } from '../../i18n/errors';

type Verified = NonNullable<VerifyDocumentQuery['verifyArchivedDocument']>;

/** SHA-256 of a chosen file, computed in the browser: the copy never leaves the user's machine. */
async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The archive entry behind a printed verification code, and a check of a copy against the archived files. */
export function VerifyPanel() {
  const t = useT();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const code = params.get('verify') ?? '';
  const [typed, setTyped] = useState(code);
  const [{ data, fetching, error }] = useQuery({ query: VERIFY, variables: { c: code }, pause: !code });
  const [check, setCheck] = useState<{ ok: boolean; format?: string } | null>(null);
  useErrorToast(error, t('VERIFY.TITLE'));
  const found = data?.verifyArchivedDocument;
  const look = () => { setCheck(null); setParams({ verify: typed.trim() }); };

  const compare = async (file: File, doc: Verified) => {
    const hash = await sha256Hex(file);
    const match = doc.Files.find((x) => x.SHA256 === hash);
    setCheck({ ok: !!match, format: match?.File_Format });
  };
  return (
    <Panel title={t('VERIFY.TITLE')} className="verify-panel">
      <span className="l-search verify-code">
        <input className="l-input" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="XXXX-XXXX-XXXX" aria-label={t('VERIFY.CODE')}
          maxLength={20} data-testid="verify-code" onKeyDown={(e) => { if (e.key === 'Enter') look(); }} />
        <Button kind="primary" loading={fetching} onClick={look}>{t('VERIFY.CHECK')}</Button>
      </span>
      {code && !fetching && !error && !found && <div className="verify-gap"><Alert type="warning" title={t('VERIFY.NOT_FOUND')} /></div>}
      {found && (
        <div className="verify-gap" data-testid="verify-result">
          <Alert type="success" title={t('VERIFY.FOUND', { date: f.dateTime(found.Archived_Date) })} />
          <dl className="verify-facts">
            <dt>{t('REPORTS.REPORT')}</dt><dd>{found.Report_Name}</dd>
            <dt>{t('REPORTS.ENTITY')}</dt><dd>{`${found.Entity_Code} — ${found.Entity_Name}`}</dd>
            <dt>{t('FIELD.Fiscal_Year')}</dt><dd>{found.Fiscal_Year}</dd>
            <dt>{t('VERIFY.CODE')}</dt><dd>{found.Verification_Code}</dd>
          </dl>
          <h3 className="verify-heading">{t('VERIFY.APPROVALS')}</h3>
          <DataTable<Verified['Approvals'][number]> rowKey={(a) => `${a.Level}-${a.Action}-${a.Date}`} rows={found.Approvals} minWidth={560} columns={[
            { key: 'level', title: t('REPORTS.LEVEL_COLUMN'), width: 110, render: (a) => (a.Level === 0 ? t('REPORTS.INITIATOR') : t('REPORTS.LEVEL_N', { n: a.Level })) },
            { key: 'action', title: t('COMMON.ACTIONS'), width: 130, render: (a) => a.Action },
            { key: 'name', title: t('VERIFY.NAME'), render: (a) => (a.Title ? `${a.Name}, ${a.Title}` : a.Name) },
            { key: 'date', title: t('VERIFY.DATE'), width: 200, render: (a) => f.dateTime(a.Date) },
          ]} />
          <div className="l-space verify-gap">
            {/* The browser's own file chooser, behind a button-like label that takes the keyboard's focus through it. */}
            <label className="l-btn l-btn-default l-file" data-testid="verify-file">
              {t('VERIFY.CHECK_FILE')}
              <input type="file" accept=".pdf,.xlsx" className="sr-only"
                onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) void compare(file, found); }} />
            </label>
            {check && <Alert type={check.ok ? 'success' : 'error'} testId="verify-file-result"
              title={check.ok ? t('VERIFY.MATCH', { format: check.format ?? '' }) : t('VERIFY.NO_MATCH')} />}
          </div>
        </div>
      )}
    </Panel>
  );
}
