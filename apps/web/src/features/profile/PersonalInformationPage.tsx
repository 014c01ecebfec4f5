import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { Button, Card, Form, Input, Radio } from 'antd';
import { NOTIFY_CHANNELS } from '@pbs/domain';
import { sessionActions, getSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';

const PROFILE = graphql(`query Profile { getUserProfile { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }`);
const SAVE = graphql(`mutation SavePersonal($input: PersonalInformationInput!) {
  updatePersonalInformation(input: $input) { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }`);

/** What the form holds; the password only while the mobile number is being changed. */
interface Values { First_Name: string; Last_Name: string; Mobile_Number?: string; Occupation?: string; Notify_By: string; Password?: string }

export default function PersonalInformationPage() {
  const t = useT();
  const fail = useFailure();
  const [{ data }] = useQuery({ query: PROFILE });
  const [{ fetching }, save] = useMutation(SAVE);
  const [form] = Form.useForm<Values>();
  const mobile = Form.useWatch('Mobile_Number', form);
  const p = data?.getUserProfile;
  // The mobile number receives the sign-in codes: changing it asks for the password again.
  const digits = (m: string | null | undefined) => (m ?? '').replace(/\D/g, '');
  const mobileChanged = !!p && mobile !== undefined && digits(mobile) !== digits(p.Mobile_Number);
  const submit = async (v: Values) => {
    const r = await save({ input: { First_Name: v.First_Name, Last_Name: v.Last_Name, Mobile_Number: v.Mobile_Number || null, Occupation: v.Occupation || null,
      Notify_By: v.Notify_By, Password: mobileChanged ? v.Password ?? null : null } });
    form.setFieldValue('Password', '');
    if (r.error) { fail(r.error); return; }
    const user = getSession().user;
    if (user && r.data) sessionActions.setUser({ ...user, ...r.data.updatePersonalInformation });
    toastSuccess(t('COMMON.SAVED'));
  };
  if (!p) return <Card loading />;
  const required = [{ required: true, whitespace: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }, { max: 100 }];
  return (
    <Card title={t('PROFILE.PERSONAL')} style={{ maxWidth: 640 }}>
      <Form form={form} layout="vertical" initialValues={p} onFinish={submit}>
        <Form.Item name="First_Name" label={t('FIELD.First_Name')} rules={required}><Input /></Form.Item>
        <Form.Item name="Last_Name" label={t('FIELD.Last_Name')} rules={required}><Input /></Form.Item>
        <Form.Item name="Email" label={t('FIELD.Email')}><Input disabled /></Form.Item>
        <Form.Item name="Mobile_Number" label={t('FIELD.Mobile_Number')} rules={[{ pattern: /^\+?[0-9 ]{9,16}$/ }]}><Input /></Form.Item>
        {mobileChanged && (
          <Form.Item name="Password" label={t('PROFILE.PASSWORD_FOR_MOBILE')} extra={t('PROFILE.PASSWORD_FOR_MOBILE_HINT')}
            rules={[{ required: true, message: t('AUTH.VALIDATION.PASSWORD') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item name="Occupation" label={t('FIELD.Occupation')} rules={[{ max: 100 }]}><Input /></Form.Item>
        {/* Workflow notices always appear in the app; mail or SMS reach an approver away from it. */}
        <Form.Item name="Notify_By" label={t('PROFILE.NOTIFY_BY')} extra={t('PROFILE.NOTIFY_BY_HINT')}
          rules={[{ validator: (_r, v) => (v === 'sms' && !digits(mobile ?? p.Mobile_Number) ? Promise.reject(new Error(t('PROFILE.NOTIFY_SMS_NEEDS_MOBILE'))) : Promise.resolve()) }]}>
          <Radio.Group options={NOTIFY_CHANNELS.map((c) => ({ value: c, label: t(`PROFILE.NOTIFY.${c}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={fetching}>{t('COMMON.SAVE')}</Button>
      </Form>
    </Card>
  );
}
