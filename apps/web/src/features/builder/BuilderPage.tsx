import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Radio, Space, Switch, Tabs } from 'antd';
import { DEFAULT_LAYOUT, previewLayout, revertLayout, saveLayout, useLayoutConfig, type LayoutConfig } from '../../lib/layout-config';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import type { MessageKey } from '../../i18n';

/** Header, Subheader, Content, Aside and Footer options: Preview shows them, Save keeps them in this browser. */
export default function BuilderPage() {
  const t = useT();
  const saved = useLayoutConfig();
  const [draft, setDraft] = useState<LayoutConfig>(saved);
  const [previewing, setPreviewing] = useState(false);
  // Leaving the builder with a preview not saved goes back to the saved layout.
  useEffect(() => () => revertLayout(), []);
  const set = <K extends keyof LayoutConfig>(k: K, v: LayoutConfig[K]) => setDraft({ ...draft, [k]: v });
  const toggle = (k: 'fixedHeader' | 'menuArrows' | 'displaySubheader' | 'displayAside', label: MessageKey) => (
    <Form.Item label={t(label)}><Switch aria-label={t(label)} checked={draft[k]} onChange={(v) => set(k, v)} /></Form.Item>
  );
  const tabs = [
    { key: 'header', label: t('BUILDER.HEADER'), children: <>{toggle('fixedHeader', 'BUILDER.FIXED_HEADER')}{toggle('menuArrows', 'BUILDER.MENU_ARROWS')}</> },
    { key: 'subheader', label: t('BUILDER.SUBHEADER'), children: toggle('displaySubheader', 'BUILDER.DISPLAY_SUBHEADER') },
    { key: 'content', label: t('BUILDER.CONTENT'), children: (
      <Form.Item label={t('BUILDER.WIDTH')}>
        <Radio.Group value={draft.width} onChange={(e) => set('width', e.target.value as LayoutConfig['width'])}
          options={[{ value: 'fluid', label: t('BUILDER.FLUID') }, { value: 'fixed', label: t('BUILDER.FIXED') }]} />
      </Form.Item>
    ) },
    { key: 'aside', label: t('BUILDER.ASIDE'), children: <>{toggle('displayAside', 'BUILDER.DISPLAY_ASIDE')}
      <Form.Item label={t('BUILDER.SUBMENU_TOGGLE')}>
        <Radio.Group value={draft.submenuToggle} onChange={(e) => set('submenuToggle', e.target.value as LayoutConfig['submenuToggle'])}
          options={[{ value: 'click', label: t('BUILDER.CLICK') }, { value: 'hover', label: t('BUILDER.HOVER') }]} />
      </Form.Item></> },
    { key: 'footer', label: t('BUILDER.FOOTER'), children: (
      <Form.Item label={t('BUILDER.FOOTER_LAYOUT')}>
        <Radio.Group value={draft.footer} onChange={(e) => set('footer', e.target.value as LayoutConfig['footer'])}
          options={[{ value: 'compact', label: t('BUILDER.COMPACT') }, { value: 'extended', label: t('BUILDER.EXTENDED') }]} />
      </Form.Item>
    ) },
  ];
  return (
    <Card>
      <Form layout="horizontal" labelCol={{ span: 8 }} style={{ maxWidth: 640 }}>
        <Tabs items={tabs} tabPlacement="top" />
      </Form>
      {previewing && <Alert type="info" showIcon title={t('BUILDER.PREVIEWING')} style={{ marginBottom: 12 }} data-testid="builder-previewing" />}
      <Space>
        <Button onClick={() => { previewLayout(draft); setPreviewing(true); }}>{t('BUILDER.PREVIEW')}</Button>
        <Button type="primary" onClick={() => { saveLayout(draft); setPreviewing(false); toastSuccess(t('BUILDER.SAVED')); }}>{t('COMMON.SAVE')}</Button>
        <Button onClick={() => { setDraft(DEFAULT_LAYOUT); saveLayout(DEFAULT_LAYOUT); setPreviewing(false); }}>{t('BUILDER.RESET')}</Button>
      </Space>
    </Card>
  );
}
