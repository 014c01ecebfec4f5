import { useState } from 'react';
import { useQuery } from 'urql';
import { Alert, Button, Card, Descriptions, Input, Space, Table, Upload } from 'antd';
import { useSearchParams } from 'react-router';
import type { VerifyDocumentQuery } from '../../gql/graphql';

import { useT, useFormat } from '../../i18n';
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

  const compare = async (file: File, doc: Verified) => {
    const hash = await sha256Hex(file);
    const match = doc.Files.find((f) => f.SHA256 === hash);
    setCheck({ ok: !!match, format: match?.File_Format });
    return false;
  };
  return (
    <Card type="inner" title={t('VERIFY.TITLE')} className="verify-panel">
      <Space.Compact style={{ maxWidth: 420, width: '100%' }}>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="XXXX-XXXX-XXXX" aria-label={t('VERIFY.CODE')}
          maxLength={20} data-testid="verify-code" onPressEnter={() => { setCheck(null); setParams({ verify: typed.trim() }); }} />
        <Button type="primary" loading={fetching} onClick={() => { setCheck(null); setParams({ verify: typed.trim() }); }}>{t('VERIFY.CHECK')}</Button>
      </Space.Compact>
      {code && !fetching && !error && !found && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('VERIFY.NOT_FOUND')} />}
      {found && (
        <div style={{ marginTop: 12 }} data-testid="verify-result">
          <Alert type="success" showIcon title={t('VERIFY.FOUND', { date: f.dateTime(found.Archived_Date) })} />
          <Descriptions size="small" column={1} style={{ marginTop: 12 }} items={[
            { key: 'report', label: t('REPORTS.REPORT'), children: found.Report_Name },
            { key: 'entity', label: t('REPORTS.ENTITY'), children: `${found.Entity_Code} — ${found.Entity_Name}` },
            { key: 'year', label: t('FIELD.Fiscal_Year'), children: found.Fiscal_Year },
            { key: 'code', label: t('VERIFY.CODE'), children: found.Verification_Code },
          ]} />
          <Table<Verified['Approvals'][number]> rowKey={(a) => `${a.Level}-${a.Action}-${a.Date}`} size="small" pagination={false}
            title={() => t('VERIFY.APPROVALS')} dataSource={found.Approvals} columns={[
              { key: 'level', title: t('REPORTS.LEVEL_COLUMN'), width: 110, render: (_, a) => (a.Level === 0 ? t('REPORTS.INITIATOR') : t('REPORTS.LEVEL_N', { n: a.Level })) },
              { key: 'action', title: t('COMMON.ACTIONS'), dataIndex: 'Action', width: 130 },
              { key: 'name', title: t('VERIFY.NAME'), render: (_, a) => (a.Title ? `${a.Name}, ${a.Title}` : a.Name) },
              { key: 'date', title: t('VERIFY.DATE'), width: 200, render: (_, a) => f.dateTime(a.Date) },
            ]} />
          <Space style={{ marginTop: 12 }} wrap>
            <Upload accept=".pdf,.xlsx" showUploadList={false} beforeUpload={(file) => compare(file, found)}>
              <Button data-testid="verify-file">{t('VERIFY.CHECK_FILE')}</Button>
            </Upload>
            {check && <Alert type={check.ok ? 'success' : 'error'} showIcon data-testid="verify-file-result"
              title={check.ok ? t('VERIFY.MATCH', { format: check.format ?? '' }) : t('VERIFY.NO_MATCH')} />}
          </Space>
        </div>
      )}
    </Card>
  );
}
