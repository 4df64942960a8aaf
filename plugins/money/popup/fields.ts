import { presetField, type PresetField } from '../../../src';

/*
 * The presets the money plugin's popup panels apply (panels.ts): declared to the host's contract
 * here, so a caller (a member row, a report cell) passes them typed, and captioned on the chips by
 * the money plugin's own texts.
 */
declare module '../../../src/popup/types' {
  interface PopupPresetFields {
    memberId: string | number;
    /** A game id (rebate records). */
    game: string | number;
    /** Deposits and withdrawals: 1 pending, 2 approved/paid, 3 rejected; manual records 1 pending, 2 applied, 3 rejected; rebates 0 held, 1 paid, 2 cancelled. */
    status: string | number;
    /** A cash record's journal type; `eventType` and `incomeType` name one too. */
    type: string | number;
    eventType: string | number;
    incomeType: string | number;
    /**
     * Which instant of an order the time range cuts on: its creation (default), its review or its
     * payout. A report cell counts approved deposits by review and paid withdrawals by payout.
     */
    timeOn: 'created' | 'reviewed' | 'paid';
    /** 1: formal members only (no trial or internal accounts), as a report counts unless asked otherwise. */
    formal: number;
  }
}

const TIME_ON = ['created', 'reviewed', 'paid'];

export const MONEY_PRESETS = {
  memberId: presetField('money.popup.preset.memberId'),
  game: presetField('money.popup.preset.game'),
  status: presetField('money.popup.preset.status'),
  type: presetField('money.popup.preset.type'),
  eventType: presetField('money.popup.preset.eventType'),
  incomeType: presetField('money.popup.preset.incomeType'),
  timeOn: {
    label: 'money.popup.preset.timeOn',
    accepts: (value) => TIME_ON.includes(value as string),
    show: (value, translate) => translate(`money.popup.timeOn.${value}`),
  } satisfies PresetField<'timeOn'>,
  formal: {
    label: 'money.popup.preset.formal',
    accepts: (value) => value === 1,
    show: (_value, translate) => translate('money.popup.formalOnly'),
  } satisfies PresetField<'formal'>,
};
