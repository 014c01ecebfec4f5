import { Link } from 'react-router';
import { Avatar, Card, Descriptions, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useSession } from '../../lib/session';
import { useT } from '../../i18n';
import { SignatureCard } from './SignatureCard';
import { DelegationCard } from './DelegationCard';

export default function ProfilePage() {
  const t = useT();
  const s = useSession();
  const u = s.user;
  return (
    <Card>
      <Space align="start" size="large" wrap>
        <Avatar size={96} icon={<UserOutlined />} />
        <Descriptions column={1} title={`${u?.First_Name ?? ''} ${u?.Last_Name ?? ''}`} items={[
          { key: 'u', label: t('FIELD.User_Name'), children: u?.User_Name },
          { key: 'o', label: t('FIELD.Occupation'), children: u?.Occupation },
          { key: 'e', label: t('FIELD.Email'), children: u?.Email },
          { key: 'r', label: t('TOPBAR.ROLE'), children: s.userRole?.Title },
          { key: 'v', label: t('TOPBAR.VOTE'), children: s.userVote ? `${s.userVote.Vote_Code} — ${s.userVote.Vote_Name}` : '—' },
          { key: 'y', label: t('TOPBAR.FISCAL_YEAR'), children: s.activeFiscalYear?.Fiscal_Year },
        ]} />
      </Space>
      <Space style={{ marginTop: 16 }}>
        <Link to="/user-profile/personal-information">{t('PROFILE.PERSONAL')}</Link>
        <Link to="/user-profile/change-password">{t('PROFILE.CHANGE_PASSWORD')}</Link>
      </Space>
      <SignatureCard />
      <DelegationCard />
    </Card>
  );
}
