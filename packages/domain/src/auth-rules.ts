import { z } from 'zod';

/** Field rules of SPEC.md section 5, shared by the sign-in form and the API. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const OTP_LENGTH = 5;

const trimmed = (min: number, max: number) => z.string().trim().min(min).max(max);

export const loginInput = z.object({
  User_Name: trimmed(USERNAME_MIN, USERNAME_MAX),
  Password1: trimmed(USERNAME_MIN, USERNAME_MAX),
  ipAddress: z.string().max(64).optional().nullable(),
});

export const otpCode = z.string().regex(/^\d{5}$/);
export const resetEmail = z.string().trim().min(3).max(50).email();

/** New passwords: long enough to resist guessing, bounded to keep hashing cheap. */
export const newPassword = z
  .string()
  .min(10, 'PASSWORD.TOO_SHORT')
  .max(50, 'PASSWORD.TOO_LONG')
  .regex(/[A-Za-z]/, 'PASSWORD.NEEDS_LETTER')
  .regex(/\d/, 'PASSWORD.NEEDS_DIGIT');

/** '+256 XXX XXX X' followed by the last two digits (SPEC.md section 4). */
export function maskPhone(mobile: string | null | undefined): string {
  const digits = (mobile ?? '').replace(/\D/g, '');
  return `+256 XXX XXX X${digits.slice(-2)}`;
}
