import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES } from '@pbs/domain';
import { LANGUAGE_NAMES, useLang, useT } from '../i18n';

export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { lang, setLang } = useLang();
  const t = useT();
  return (
    <Select
      aria-label={t('TRANSLATOR.SELECT')}
      title={t('TRANSLATOR.SELECT')}
      value={lang}
      onChange={setLang}
      style={{ width: compact ? 120 : 160 }}
      prefix={<GlobalOutlined />}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      data-testid="language-select"
    />
  );
}
