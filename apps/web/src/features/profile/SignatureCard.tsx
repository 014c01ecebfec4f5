import { useEffect, useState } from 'react';
import { Button, Card, Empty, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { authorizedFetch, refusalOf } from '../../lib/download';
import { toastError, toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';

const URL_PATH = '/api/uploads/signature';

/** The user's electronic signature: shown as stored, replaced by a PNG or JPEG of at most 256 KB. */
export function SignatureCard() {
  const t = useT();
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    void authorizedFetch(URL_PATH).then(async (res) => {
      const shown = res.ok ? URL.createObjectURL(await res.blob()) : null;
      if (live) { url = shown; setImage(shown); } else if (shown) URL.revokeObjectURL(shown);
    });
    return () => { live = false; if (url) URL.revokeObjectURL(url); };
  }, [version]);
  const send = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const res = await authorizedFetch(URL_PATH, { method: 'POST', body: form });
      if (!res.ok) { toastError(await refusalOf(res), t('SIGNATURE.REFUSED')); return; }
      toastSuccess(t('SIGNATURE.SAVED'));
      setVersion((v) => v + 1);
    } finally { setBusy(false); }
  };
  return (
    <Card type="inner" title={t('SIGNATURE.TITLE')} style={{ marginTop: 16, maxWidth: 520 }}>
      <Typography.Paragraph type="secondary">{t('SIGNATURE.HINT')}</Typography.Paragraph>
      <Space orientation="vertical">
        {image ? <img src={image} alt={t('SIGNATURE.TITLE')} style={{ maxWidth: 300, maxHeight: 100, border: '1px solid #d9d9d9', padding: 4, background: '#fff' }} data-testid="signature-image" />
          : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('SIGNATURE.NONE')} />}
        <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={(file) => { void send(file); return false; }}>
          <Button icon={<UploadOutlined />} loading={busy} data-testid="signature-upload">{t(image ? 'SIGNATURE.REPLACE' : 'SIGNATURE.UPLOAD')}</Button>
        </Upload>
      </Space>
    </Card>
  );
}
