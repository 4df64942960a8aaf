import { formValuesOf, nameError, payloadOf, validateTicket } from '../../../plugins/marketing/tickets/ticketForm';

describe('ticket form', () => {
  it('turns rupees and an expiry date into paise and the end of that Bombay day', () => {
    const values = {
      ...formValuesOf(null),
      name: ' Diwali ',
      amount: '1,500.50',
      titleZh: '排灯节',
      titleEn: 'Diwali',
      expiry: 'date' as const,
      expiresOn: '2026-12-31',
    };
    const payload = payloadOf(values);
    expect(payload).toMatchObject({ name: 'Diwali', amount: 150_050, limitCount: 1, expiresAt: Date.parse('2027-01-01T00:00:00+05:30') });
    expect(payload.validDays).toBeUndefined();
    expect(
      formValuesOf({
        ...payload,
        id: 1,
        franchiseeId: 1,
        franchiseeName: 'F',
        gameId: null,
        status: 0,
        createdAt: 0,
        issued: 0,
        type: 'cash',
        validDays: null,
      } as never).expiresOn,
    ).toBe('2026-12-31');
  });

  it('sends days after receipt instead of a date, and checks what single inputs cannot', () => {
    const values = { ...formValuesOf(null), validDays: '14' };
    expect(payloadOf(values)).toMatchObject({ validDays: 14 });
    expect(payloadOf(values).expiresAt).toBeUndefined();
    expect(validateTicket({ ...values, amount: '0' })).toEqual({ amount: 'marketing.tickets.cashPositive' });
    expect(validateTicket({ ...values, amount: '0', type: 'free_bet' })).toEqual({});
    expect(validateTicket({ ...values, validDays: '0' })).toMatchObject({
      validDays: 'marketing.tickets.daysInvalid',
      amount: 'marketing.tickets.cashPositive',
    });
    expect(validateTicket({ ...values, amount: '5', expiry: 'date', expiresOn: '' })).toEqual({
      expiresOn: 'marketing.tickets.dateRequired',
    });
    expect(nameError('')).toBe('marketing.tickets.nameLength');
    expect(nameError('x'.repeat(21))).toBe('marketing.tickets.nameLength');
  });
});
