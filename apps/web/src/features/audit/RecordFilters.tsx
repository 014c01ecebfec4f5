import type { ReactNode } from 'react';
import { Button, Col, DatePicker, Form, Row } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useT } from '../../i18n';

export type DateRange = [Dayjs, Dayjs] | null;
export const isoDay = (d: Dayjs) => d.format('YYYY-MM-DD');
export const rangeVars = (r: DateRange) => (r ? { StartDate: isoDay(r[0]), EndDate: isoDay(r[1]) } : {});

/** The date range every record screen filters by, the screen's own filters, and the Excel export. */
export function RecordFilters({ range, onRange, children, onExport, exporting }: {
  range: DateRange; onRange: (r: DateRange) => void; children?: ReactNode; onExport: () => void; exporting: boolean;
}) {
  const t = useT();
  return (
    <Form layout="vertical">
      <Row gutter={16} align="bottom">
        <Col xs={24} md={7}><Form.Item label={t('RECORDS.DATES')}>
          <DatePicker.RangePicker aria-label={t('RECORDS.DATES')} value={range} onChange={(v) => onRange(v && v[0] && v[1] ? [v[0], v[1]] : null)} style={{ width: '100%' }} data-testid="records-range" />
        </Form.Item></Col>
        {children}
        <Col flex="auto" style={{ textAlign: 'right' }}><Form.Item>
          <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} data-testid="records-export">{t('RECORDS.EXPORT')}</Button>
        </Form.Item></Col>
      </Row>
    </Form>
  );
}
