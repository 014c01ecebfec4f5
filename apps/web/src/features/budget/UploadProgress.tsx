import { Progress, Typography } from 'antd';
import type { UploadPhase } from '@pbs/domain';
import { useT } from '../../i18n';

/** Where each step ends on the bar: the bytes take it to 60 %, the server's steps the rest. */
const AFTER: Record<UploadPhase, number> = { parse: 70, check: 85, compare: 95, write: 95 };
const SAYS = { parse: 'UPLOAD.PHASE.parse', check: 'UPLOAD.PHASE.check', compare: 'UPLOAD.PHASE.compare', write: 'UPLOAD.PHASE.write' } as const;

/** One bar for a whole upload: the file's bytes going up, then the server reading, checking and comparing or writing it. */
export function UploadProgress({ bytes, phase }: { bytes: number | null; phase: UploadPhase | null }) {
  const t = useT();
  const percent = phase ? AFTER[phase] : Math.round((bytes ?? 0) * 0.6);
  return (
    <div data-testid="upload-progress" aria-live="polite">
      <Progress percent={percent} status="active" />
      <Typography.Text type="secondary" data-testid="upload-phase">{t(phase ? SAYS[phase] : 'UPLOAD.PHASE.send')}</Typography.Text>
    </div>
  );
}
