import { useEffect, useState } from 'react';
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import { useT } from '../i18n';
import { SvgIcon } from '../components/light/SvgIcon';

/** A round button at the bottom right once the page is scrolled past 300 px; it goes back to the top. */
export function BackTop() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const scrolled = () => setShown(window.scrollY > 300);
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => window.removeEventListener('scroll', scrolled);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="back-top" aria-label={t('COMMON.BACK_TO_TOP')} title={t('COMMON.BACK_TO_TOP')}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}>
      <SvgIcon icon={VerticalAlignTopOutlined} />
    </button>
  );
}
