import { countError, formValuesOf, nameError, nameRule, payloadOf, rupeeError } from '../../../plugins/vip/levels/levelForm';
import { lastEndedWeek } from '../../../plugins/vip/levels/dates';
import type { VipLevelRecord } from '../../../plugins/vip/vipCalls';

const record: VipLevelRecord = {
  id: 7,
  franchiseeId: 1,
  franchiseeName: 'F1',
  level: 2,
  name: 'Silver Star',
  icon: '/vip/2.png',
  medal: '',
  requiredMembers: 4,
  requiredMonthly: 500_000,
  requiredWeekly: 125_050,
  upgradeReward: 40_000,
  upgradePoints: 100,
  weeklyReward: 4_000,
  weeklyRewardEnabled: 0,
  fallback: 1,
  members: 12,
};

describe('VIP level form', () => {
  it('round-trips a level through rupees text and back to paise', () => {
    const values = formValuesOf(record);
    expect(values.requiredWeekly).toBe('1250.50');
    expect(payloadOf(values, record.id)).toEqual({
      id: 7,
      level: 2,
      name: 'Silver Star',
      icon: '/vip/2.png',
      medal: '',
      requiredMembers: 4,
      requiredMonthly: 500_000,
      requiredWeekly: 125_050,
      upgradeReward: 40_000,
      upgradePoints: 100,
      weeklyReward: 4_000,
      weeklyRewardEnabled: false,
      fallback: true,
    });
  });

  it('checks the name length (1 to 16, trimmed), amounts and counts', () => {
    // The seeded names must pass, or their levels cannot be edited (issue 39 item 3).
    for (const seeded of ['Gold', 'Crown', 'Royal']) expect(nameError(seeded)).toBeUndefined();
    expect(nameError('  Golden  ')).toBeUndefined();
    expect(nameError('   ')).toBe('vip.levels.nameLength');
    expect(nameError('x'.repeat(17))).toBe('vip.levels.nameLength');
    expect(rupeeError('12.345')).toBe('vip.levels.amountInvalid');
    expect(rupeeError('1,00,000.50')).toBeUndefined();
    expect(countError(99)('100')).toBe('vip.levels.countInvalid');
    expect(countError(99)('-1')).toBe('vip.levels.countInvalid');
    expect(countError(99)('7')).toBeUndefined();
  });

  it('refuses a name another level of the same franchisee holds, whatever its case and spaces', () => {
    const levels = [record, { ...record, id: 8, level: 3, name: 'Gold' }, { ...record, id: 9, franchiseeId: 2, name: 'Crown' }];
    const rule = nameRule(levels, 7);
    expect(rule(' gold ', { franchiseeId: 1 })).toBe('vip.levels.nameTaken');
    expect(rule('Silver Star', { franchiseeId: 1 })).toBeUndefined();
    expect(rule('Crown', { franchiseeId: 1 })).toBeUndefined();
    expect(rule('Crown', { franchiseeId: 2 })).toBe('vip.levels.nameTaken');
    expect(rule('', { franchiseeId: 1 })).toBe('vip.levels.nameLength');
  });

  it('offers the last ended Monday-to-Sunday week', () => {
    // Monday 2026-11-23 10:00 Bombay: the ended week began Monday 2026-11-16.
    expect(lastEndedWeek(Date.parse('2026-11-23T10:00:00+05:30'))).toBe('2026-11-16');
    expect(lastEndedWeek(Date.parse('2026-11-22T23:00:00+05:30'))).toBe('2026-11-09');
  });
});
