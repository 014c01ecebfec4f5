import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useT } from '../../i18n';
import type { DetailItem, DetailOutput } from './detail';

/** Adds an empty row for an economic item under an output of the vote's programmes; its amounts are then typed in the grid. */
export function DetailAddItem({ outputs, items, onAdd }: { outputs: DetailOutput[]; items: DetailItem[]; onAdd: (outputId: number, item: DetailItem) => void }) {
  const t = useT();
  const [outputId, setOutputId] = useState<number | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  const item = items.find((i) => i.Item_ID === itemId);
  return (
    <Space wrap data-testid="detail-add">
      <Select<number> style={{ minWidth: 260 }} placeholder={t('DETAIL.OUTPUT')} aria-label={t('DETAIL.OUTPUT')} value={outputId ?? undefined} onChange={setOutputId}
        showSearch={{ optionFilterProp: 'label' }}
        options={outputs.map((o) => ({ value: o.Output_ID, label: `${o.Programme_Code}.${o.SubProgramme_Code}.${o.Output_Code} — ${o.Output_Name}` }))} />
      <Select<number> style={{ minWidth: 260 }} placeholder={t('DETAIL.ITEM')} aria-label={t('DETAIL.ITEM')} value={itemId ?? undefined} onChange={setItemId}
        showSearch={{ optionFilterProp: 'label' }} options={items.map((i) => ({ value: i.Item_ID, label: `${i.Item_Code} ${i.Item_Name}` }))} />
      <Button icon={<PlusOutlined />} disabled={!outputId || !item} onClick={() => { if (outputId && item) onAdd(outputId, item); setItemId(null); }}>{t('DETAIL.ADD_ITEM')}</Button>
    </Space>
  );
}
