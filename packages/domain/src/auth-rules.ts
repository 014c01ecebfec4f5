/** Field rules of SPEC.md section 5, shared by the sign-in form and the API. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const OTP_LENGTH = 5;

/** '+256 XXX XXX X' followed by the last two digits (SPEC.md section 4). */
export function maskPhone(mobile: string | null | undefined): string {
  const digits = (mobile ?? '').replace(/\D/g, '');
  return `+256 XXX XXX X${digits.slice(-2)}`;
}

/**
 * Header every browser call to /graphql carries. A cross-site form or image can send neither a custom
 * header nor a JSON body, so the API refuses GET and form-encoded requests without it (CSRF).
 */
export const CSRF_HEADER = 'x-pbs-csrf';
