import { presetField } from '../../../src';

/*
 * The presets the account plugin's popup panels apply (members/panels.ts, agents/panels.ts):
 * declared to the host's contract here, so a caller passes them typed, and captioned on the chips
 * by the account plugin's own texts.
 */
declare module '../../../src/popup/types' {
  interface PopupPresetFields {
    memberId: string | number;
    /** A member's parent agent, by name. */
    parentAgentName: string;
    agentId: string | number;
    /** Members and agents: 0 normal, 1 locked; agent applications: 0 pending, 1 approved, 2 rejected; trades: the order status. */
    status: string | number;
    /** Agent applications: online or offline; downline trades: the trade tab (deposit, withdrawal, bet). */
    type: string | number;
  }
}

export const ACCOUNT_PRESETS = {
  memberId: presetField('account.popup.preset.memberId'),
  parentAgentName: presetField('account.popup.preset.parentAgentName'),
  agentId: presetField('account.popup.preset.agentId'),
  status: presetField('account.popup.preset.status'),
  type: presetField('account.popup.preset.type'),
};
