import { MEMBER_STATE_LABELS, type MemberState } from '@smm/contract/admin-members';

/** The member's state as a coloured word (not colour alone: the word is the information). */
export function MemberStateBadge({ state }: { state: MemberState }) {
  return <span className={`admin-state admin-state--${state}`}>{MEMBER_STATE_LABELS[state]}</span>;
}
