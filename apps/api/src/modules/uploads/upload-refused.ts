import type { RowError, UploadErrorCode } from '@pbs/domain';

/** A refused upload: the HTTP status, the file-level code and any row errors, answered as UploadFailure. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: UploadErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly rowErrors: RowError[] = [],
  ) {
    super(code);
  }
}
