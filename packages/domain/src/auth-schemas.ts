import { z } from 'zod';
import { USERNAME_MAX, USERNAME_MIN } from './auth-rules.js';

/** Input schemas of the sign-in rules; apart from auth-rules.ts so that the browser's login page does not load zod. */
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
