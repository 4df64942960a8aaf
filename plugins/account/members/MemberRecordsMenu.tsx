import { useMemo } from 'react';
import { PopupOpenerMenu, type PopupOpener } from '../../../src';

/**
 * A member's bets, cash record and withdrawals (spec §2 panels 1, 3 and 7, hosted by the lottery
 * and money plugins) with the member preset; the popup offers only those the user may open.
 */
export function memberOpeners(memberId: number | string, username?: string): PopupOpener[] {
  // The chip names the member as staff know it; the filter stays the id.
  const presets = username ? { memberId, labels: { memberId: `${username} (${memberId})` } } : { memberId };
  return [
    { panel: 1, presets, label: 'layout.popup.open.bets' },
    { panel: 3, presets, label: 'layout.popup.open.cashRecord' },
    { panel: 7, presets, label: 'layout.popup.open.withdrawals' },
  ];
}

/** The records menu of any row that lists a member with an id (member lists, downlines). */
export function MemberRecordsMenu({ memberId, username }: { memberId: number | string; username?: string }) {
  const openers = useMemo(() => memberOpeners(memberId, username), [memberId, username]);
  return <PopupOpenerMenu openers={openers} label="layout.popup.open.records" testId={`member-records-${memberId}`} />;
}
