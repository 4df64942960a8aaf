import { presetField, type PresetField } from '../../../src';

/*
 * The presets the lottery's popup panels apply (panels.ts): declared to the host's contract here,
 * so a caller (a report cell, a results row) passes them typed, and captioned on the chips by the
 * lottery's own texts.
 */
declare module '../../../src/popup/types' {
  interface PopupPresetFields {
    /** A game id. */
    game: string | number;
    memberId: string | number;
    /** A draw period's id (a period's bets from the lottery results). */
    periodId: string | number;
    /** A bet's status in the bet list's own values (0 unsettled … 5 not drawn). */
    noteStatus: string | number;
    /** A period's status (results). */
    status: string | number;
    /** 1: formal members only (no trial or internal accounts), as a report counts unless asked otherwise. */
    formal: number;
  }
}

export const LOTTERY_PRESETS = {
  game: presetField('lottery.popup.preset.game'),
  memberId: presetField('lottery.popup.preset.memberId'),
  periodId: presetField('lottery.popup.preset.periodId'),
  noteStatus: presetField('lottery.popup.preset.noteStatus'),
  status: presetField('lottery.popup.preset.status'),
  formal: {
    label: 'lottery.popup.preset.formal',
    accepts: (value) => value === 1,
    show: (_value, translate) => translate('lottery.popup.formalOnly'),
  } satisfies PresetField<'formal'>,
};
