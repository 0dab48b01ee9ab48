// The member profile without zod: the session provider is on every page's first load
// (docs/decisions/web-speed.md); auth.ts checks `profileSchema` against this type.

/** `GET /api/auth/profile`. */
export interface Profile {
  point: number;
  id: string;
  apiKey: string | null;
  referralCode?: string | null | undefined;
  isAdmin?: boolean | undefined;
  /**
   * The provider a member without a password signs in with ('naver' or 'kakao'); null for a member
   * with a password. /account shows such a member their provider instead of a password form.
   */
  socialProvider?: 'naver' | 'kakao' | null | undefined;
}

/** The browse-mode profile (spec section 3). */
export const GUEST_PROFILE: Profile = { point: 0, id: '둘러보기', apiKey: null, referralCode: null };
