import { useEffect, useState } from 'react';
import { Card, Table, Typography } from 'antd';
import { UPLOAD_KINDS, type UploadKind, type UploadRowsPage } from '@pbs/domain';
import { authorizedFetch, refusalOf, RefusedError } from '../../lib/download';
import { useFormat, useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';
import { columnLabel, columnName } from './column-names';

type Cell = string | number | null;
const PAGE = 50;

/**
 * What a list kind (staff, pension, students, LRR, releases, limits, external finance …) holds for the year in
 * the user's scope, as uploaded, a page at a time, with the row count and the total of its amount column.
 */
export function StoredList({ kind, yearId, version }: { kind: UploadKind; yearId: number; version: number }) {
  const t = useT();
  const fail = useFailure();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<UploadRowsPage | null>(null);
  const columns = UPLOAD_KINDS[kind].columns;

  useEffect(() => {
    let live = true;
    void authorizedFetch(`/api/uploads/rows?kind=${kind}&Year_ID=${yearId}&offset=${(page - 1) * PAGE}&limit=${PAGE}`).then(async (res) => {
      if (!res.ok) throw new RefusedError(res.status, await refusalOf(res));
      const read = await res.json() as UploadRowsPage;
      if (live) setData(read);
    }).catch((e: unknown) => { fail(e); });
    return () => { live = false; };
  }, [kind, yearId, page, version, fail]);

  return (
    <Card size="small" title={t('UPLOAD.STORED')} data-testid="stored-list"
      extra={data && <Typography.Text data-testid="stored-list-totals">{t('UPLOAD.STORED.TOTALS', { rows: f.number(data.count), column: columnLabel(t, data.amountColumn), sum: f.number(data.sum) })}</Typography.Text>}>
      <Table<Cell[]> size="small" rowKey={(_, i) => String(i)} dataSource={data?.rows ?? []} loading={!data} scroll={{ x: columns.length * 140 }}
        locale={{ emptyText: t('UPLOAD.STORED.EMPTY') }}
        pagination={{ current: page, pageSize: PAGE, total: data?.count ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: setPage }}
        columns={columns.map((c, i) => ({
          key: c.header, title: <>{columnName(t, c.header) || c.header}<br /><Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{c.header}</Typography.Text></>, align: c.type === 'amount' ? 'right' as const : undefined,
          render: (_: unknown, row: Cell[]) => (c.type === 'amount' ? f.number(row[i], 2) : row[i]),
        }))} />
    </Card>
  );
}
