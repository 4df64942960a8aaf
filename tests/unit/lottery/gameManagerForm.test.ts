import { optionalText, requiredText } from '../../../plugins/lottery/catalogue/catalogueForms';
import {
  NEW_GAME_DEFAULTS,
  newGamePayload,
  settingsValues,
  validateNewGame,
  validateSettings,
} from '../../../plugins/lottery/catalogue/gameManagerForm';

const text = { name: requiredText(50), description: optionalText(500) };
const messages = (errors: Record<string, { message: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message.replace('lottery.catalogue.v.', '')]));

describe('gameManagerEdit form', () => {
  it('shows a game’s paise as grouped rupees and basis points as a percentage', () => {
    expect(settingsValues({ freezeSec: 5, feeBps: 150, minBet: 100, maxBet: 5_000_050, maxBetPerPeriod: 20_000_000 })).toEqual({
      freezeSec: '5',
      feePercent: '1.5',
      minBet: '1',
      maxBet: '50,000.50',
      maxBetPerPeriod: '2,00,000',
    });
  });

  it('sends paise, basis points, an upper-case code and trimmed text', () => {
    expect(
      newGamePayload({
        ...NEW_GAME_DEFAULTS,
        lotteryTypeId: 3,
        code: ' k3_5m ',
        issueCode: ' 12 ',
        name: ' K3 ',
        feePercent: '2.25',
        minBet: '₹10.5',
      }),
    ).toEqual({
      lotteryTypeId: 3,
      code: 'K3_5M',
      issueCode: '12',
      name: 'K3',
      description: '',
      resultSource: 'house',
      intervalSec: 60,
      freezeSec: 5,
      feeBps: 225,
      minBet: 1050,
      maxBet: 5_000_000,
      maxBetPerPeriod: 20_000_000,
    });
  });

  it('checks every field and the rules across them', () => {
    expect(messages(validateNewGame(NEW_GAME_DEFAULTS, text))).toEqual({
      lotteryTypeId: 'required',
      name: 'required',
      code: 'gameCode',
      issueCode: 'issueCode',
    });
    const good = { ...NEW_GAME_DEFAULTS, lotteryTypeId: 1, name: 'X', code: 'X_1', issueCode: '09' };
    expect(validateNewGame(good, text)).toEqual({});
    expect(messages(validateNewGame({ ...good, intervalSec: 30, freezeSec: '30', feePercent: '10.5', minBet: '0.5' }, text))).toEqual({
      freezeSec: 'freezeTooLong',
      feePercent: 'fee',
      minBet: 'stake',
    });
    expect(messages(validateSettings({ freezeSec: '5', feePercent: '2', minBet: '100', maxBet: '50', maxBetPerPeriod: '40' }, 60))).toEqual(
      { minBet: 'maxBelowMin', maxBet: 'maxBelowMin', maxBetPerPeriod: 'periodBelowMax' },
    );
  });
});
