/** The signed-in person every service receives first. */
export interface Actor {
  id: number;
  userName: string;
  roleId: number | null;
  userTypeId: number;
  isMinistry: boolean;
  voteId: number | null;
  sepcId: number | null;
  isTempPassword: boolean;
  sessionId: string;
  /** Menu paths the role may open, process-area placeholders expanded. */
  paths: Set<string>;
}

export type AuthState =
  /** `ended`: the token named a session that was ended, and why. */
  | { kind: 'anonymous'; ended?: string }
  | { kind: 'otp-pending'; userId: number; otpId: number }
  | { kind: 'locked'; actor: Actor }
  | { kind: 'signed-in'; actor: Actor };
