import {
  chanceOf,
  formValuesOf,
  parseBombayLocal,
  payloadOf,
  validateCampaign,
  type CampaignFormValues,
} from '../../../plugins/marketing/lucky/campaignForm';

const good = (): CampaignFormValues => ({
  ...formValuesOf(null, Date.parse('2026-11-25T10:00:00Z')),
  name: ' Diwali wheel ',
  minDeposit: '1,000.50',
  dailyLimit: '3',
  minVipLevel: '2',
  prizes: [
    { name: '₹50', kind: 'money', amount: '50.25', weight: '10', stock: '100' },
    { name: 'Points', kind: 'points', amount: '200', weight: '30', stock: '' },
    { name: 'Coupon', kind: 'ticket', amount: '', ticketId: 7, weight: '10', stock: '5' },
    { name: 'Thanks', kind: 'none', amount: '', weight: '50', stock: '9' },
  ],
});

describe('lucky-draw campaign form', () => {
  it('turns the form into the payload: paise, points, ticket, Bombay times, no stock for a no-prize slot', () => {
    const values = { ...good(), startsAt: '2026-12-01T09:30', endsAt: '2026-12-08T21:00', franchiseeId: 3, stationId: 4 };
    expect(validateCampaign(values, true)).toEqual({});
    expect(payloadOf(values)).toEqual({
      franchiseeId: 3,
      stationId: 4,
      name: 'Diwali wheel',
      description: '',
      startsAt: Date.parse('2026-12-01T09:30:00+05:30'),
      endsAt: Date.parse('2026-12-08T21:00:00+05:30'),
      minVipLevel: 2,
      minDeposit: 100_050,
      dailyLimit: 3,
      prizes: [
        { name: '₹50', kind: 'money', amount: 5_025, weight: 10, stock: 100 },
        { name: 'Points', kind: 'points', amount: 200, weight: 30 },
        { name: 'Coupon', kind: 'ticket', amount: 0, ticketId: 7, weight: 10, stock: 5 },
        { name: 'Thanks', kind: 'none', amount: 0, weight: 50 },
      ],
    });
    // Editing sends the id, never a franchisee.
    expect(payloadOf(values, 9)).toMatchObject({ id: 9 });
    expect(payloadOf(values, 9)).not.toHaveProperty('franchiseeId');
  });

  it('names each bad field, prize fields by their row', () => {
    const bad = {
      ...good(),
      name: '',
      franchiseeId: null,
      startsAt: '2026-12-08T10:00',
      endsAt: '2026-12-01T10:00',
      minVipLevel: '100',
      minDeposit: 'abc',
      dailyLimit: '0',
      prizes: [
        { name: '', kind: 'money' as const, amount: '0', weight: '0', stock: '-1' },
        { name: 'Points', kind: 'points' as const, amount: '1.5', weight: '1', stock: '' },
        { name: 'Ticket', kind: 'ticket' as const, amount: '', ticketId: null, weight: '1', stock: '' },
      ],
    };
    expect(validateCampaign(bad, true)).toEqual({
      name: 'marketing.lucky.nameLength',
      franchiseeId: 'marketing.lucky.franchiseeRequired',
      endsAt: 'marketing.lucky.endAfterStart',
      minVipLevel: 'marketing.lucky.vipInvalid',
      minDeposit: 'marketing.lucky.amountInvalid',
      dailyLimit: 'marketing.lucky.dailyInvalid',
      'prizes.0.name': 'marketing.lucky.prizeNameLength',
      'prizes.0.weight': 'marketing.lucky.weightInvalid',
      'prizes.0.stock': 'marketing.lucky.stockInvalid',
      'prizes.0.amount': 'marketing.lucky.amountPositive',
      'prizes.1.amount': 'marketing.lucky.pointsInvalid',
      'prizes.2.ticketId': 'marketing.lucky.ticketRequired',
    });
    expect(validateCampaign({ ...good(), prizes: [] }, false)).toEqual({ prizes: 'marketing.lucky.prizeCount' });
    expect(
      validateCampaign(
        {
          ...good(),
          prizes: [
            { name: 'A', kind: 'none', amount: '', weight: '999999999', stock: '' },
            { name: 'B', kind: 'none', amount: '', weight: '2', stock: '' },
          ],
        },
        false,
      ),
    ).toEqual({ prizes: 'marketing.lucky.weightTotal' });
  });

  it('reads Bombay wall-clock times strictly and shows chances from weights', () => {
    expect(parseBombayLocal('2026-02-30T10:00')).toBeNull();
    expect(parseBombayLocal('2026-01-01T24:00')).toBeNull();
    expect(parseBombayLocal('2026-01-01T00:00')).toBe(Date.parse('2026-01-01T00:00:00+05:30'));
    expect(chanceOf(1, 3)).toBe('33.3333%');
    expect(chanceOf(5, 0)).toBe('-');
  });
});
