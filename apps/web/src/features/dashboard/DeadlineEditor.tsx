import { useMutation, useQuery } from 'urql';
import { DatePicker, Form, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DEADLINE_ESCALATIONS } from '@pbs/domain';
import { graphql } from '../../gql';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';
import { REPORTS_AND_YEARS } from '../reports/documents';

const SET = graphql(`mutation SetDeadline($r: Int!, $y: Int!, $d: String!, $n: Int!, $e: String!) {
  setReportDeadline(Report_ID: $r, Year_ID: $y, Due_On: $d, Remind_Days_Before: $n, Escalate_To: $e) }`);

interface DeadlineForm { report: number; due: Dayjs; remind: number; escalate: string }

/** A report administrator sets (or moves) a report's due date for the year, with its reminders and escalation. */
export default function DeadlineEditor({ yearId, onClose, onSaved }: { yearId: number; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const fail = useFailure();
  const [{ data: choices }] = useQuery({ query: REPORTS_AND_YEARS });
  const [{ fetching }, setDeadline] = useMutation(SET);
  const [form] = Form.useForm<DeadlineForm>();
  const save = async (v: DeadlineForm) => {
    const r = await setDeadline({ r: v.report, y: yearId, d: v.due.format('YYYY-MM-DD'), n: v.remind, e: v.escalate });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('COMMON.SAVED'));
    onSaved();
  };
  return (
    <Modal open title={t('DEADLINES.SET')} okText={t('COMMON.SAVE')} cancelText={t('COMMON.CANCEL')} confirmLoading={fetching}
      onOk={() => form.submit()} onCancel={onClose}>
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ remind: 3, escalate: 'next_level' }}>
        <Form.Item name="report" label={t('REPORTS.REPORT')} rules={[{ required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} aria-label={t('REPORTS.REPORT')}
            options={(choices?.reports ?? []).filter((r) => r.Status).map((r) => ({ value: r.Report_ID, label: `${r.Report_Name} (${r.Report_Type})` }))} />
        </Form.Item>
        <Form.Item name="due" label={t('DEADLINES.DUE_ON')} rules={[{ required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }]}>
          <DatePicker aria-label={t('DEADLINES.DUE_ON')} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="remind" label={t('DEADLINES.REMIND_DAYS')}><InputNumber min={0} max={60} aria-label={t('DEADLINES.REMIND_DAYS')} /></Form.Item>
        <Form.Item name="escalate" label={t('DEADLINES.ESCALATE')}>
          <Select aria-label={t('DEADLINES.ESCALATE')} options={DEADLINE_ESCALATIONS.map((e) => ({ value: e, label: t(`DEADLINES.ESCALATE.${e}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
