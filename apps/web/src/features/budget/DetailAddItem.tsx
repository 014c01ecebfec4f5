import { useState } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useT } from '../../i18n';
import { Button } from '../../components/light/Button';
import { SvgIcon } from '../../components/light/SvgIcon';
import { Select } from '../../components/light-form/Select';
import type { DetailItem, DetailOutput } from './detail';

/** Adds an empty row for an economic item under an output of the vote's programmes; its amounts are then typed in the grid. */
export function DetailAddItem({ outputs, items, onAdd }: { outputs: DetailOutput[]; items: DetailItem[]; onAdd: (outputId: number, item: DetailItem) => void }) {
  const t = useT();
  const [outputId, setOutputId] = useState<number | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  const item = items.find((i) => i.Item_ID === itemId);
  return (
    <div className="l-space detail-add" data-testid="detail-add">
      <Select label={t('DETAIL.OUTPUT')} placeholder={t('DETAIL.OUTPUT')} value={outputId} onChange={setOutputId}
        options={outputs.map((o) => ({ value: o.Output_ID, label: `${o.Programme_Code}.${o.SubProgramme_Code}.${o.Output_Code} — ${o.Output_Name}` }))} />
      <Select label={t('DETAIL.ITEM')} placeholder={t('DETAIL.ITEM')} value={itemId} onChange={setItemId}
        options={items.map((i) => ({ value: i.Item_ID, label: `${i.Item_Code} ${i.Item_Name}` }))} />
      <Button icon={<SvgIcon icon={PlusOutlined} />} disabled={!outputId || !item} onClick={() => { if (outputId && item) onAdd(outputId, item); setItemId(null); }}>{t('DETAIL.ADD_ITEM')}</Button>
    </div>
  );
}
