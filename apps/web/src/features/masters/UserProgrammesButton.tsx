import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Form, Modal, Select } from 'antd';
import { REPORT_TYPES } from '@pbs/domain';
import { graphql } from '../../gql';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';

const PROGRAMMES = graphql(`query AssignableProgrammes($u: Int!, $r: String!) {
  activeProgrammes { Programme_ID Programme_Code Programme_Name } userProgrammeIds(User_ID: $u, Report_Type: $r) }`);
const SET_PROGRAMMES = graphql(`mutation SetUserProgrammes($u: Int!, $r: String!, $p: [Int!]!) { setUserProgrammes(User_ID: $u, Report_Type: $r, Programme_IDs: $p) }`);

/** The programmes a user answers for in reports of one type (programme reports are initiated for them). */
export function UserProgrammesButton({ userId, userName }: { userId: number; userName: string }) {
  const t = useT();
  const fail = useFailure();
  const [open, setOpen] = useState(false);
  const [reportType, setReportType] = useState<string>(REPORT_TYPES[0]);
  // The user's edits; until they make one, the stored set of the chosen report type.
  const [edited, setEdited] = useState<number[] | null>(null);
  const [{ data, fetching }] = useQuery({ query: PROGRAMMES, variables: { u: userId, r: reportType }, pause: !open, requestPolicy: 'network-only' });
  const [saving, save] = useMutation(SET_PROGRAMMES);
  const chosen = edited ?? data?.userProgrammeIds ?? [];
  const submit = async () => {
    const r = await save({ u: userId, r: reportType, p: chosen });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('USERS.PROGRAMMES_SAVED', { count: chosen.length }));
    setOpen(false);
  };
  return (
    <>
      <Button size="small" onClick={() => { setEdited(null); setOpen(true); }}>{t('USERS.PROGRAMMES')}</Button>
      <Modal open={open} title={`${t('USERS.PROGRAMMES')}: ${userName}`} okText={t('COMMON.SAVE')} cancelText={t('COMMON.CANCEL')}
        onOk={submit} confirmLoading={saving.fetching} onCancel={() => setOpen(false)}>
        <Form layout="vertical">
          <Form.Item label={t('FIELD.Report_Type')}>
            <Select value={reportType} onChange={(v) => { setReportType(v); setEdited(null); }} options={REPORT_TYPES.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
          <Form.Item label={t('FIELD.Programme_ID')} extra={t('USERS.PROGRAMMES_HINT')}>
            <Select mode="multiple" loading={fetching} value={chosen} onChange={setEdited} showSearch={{ optionFilterProp: 'label' }}
              options={(data?.activeProgrammes ?? []).map((p) => ({ value: p.Programme_ID, label: `${p.Programme_Code} — ${p.Programme_Name}` }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
