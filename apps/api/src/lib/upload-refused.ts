import type { RowError, Said, UploadErrorCode } from '@pbs/domain';

/**
 * A refused upload: the HTTP status, the file-level code and any row errors, answered as UploadFailure. A parameter
 * that is a list of messages is written in the request's language when answered (upload.routes.ts).
 */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: UploadErrorCode,
    readonly params: Record<string, string | number | Said[]> = {},
    readonly rowErrors: RowError[] = [],
  ) {
    super(code);
  }
}
