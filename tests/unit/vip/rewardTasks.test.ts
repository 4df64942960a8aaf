import { formValuesOf, payloadOf, validateTask, type TaskFormValues } from '../../../plugins/vip/tasks/taskForm';
import type { TaskRecord } from '../../../plugins/vip/tasks/taskCalls';
import { bombayDayStart } from '../../../server/domain/time';
import { claimKey, reached, taskWindow } from '../../../plugins/vip/server/tasks/taskRules';

/* The reward-task form (rupees ↔ paise, the server's checks) and the period windows claims are keyed by. */

const values = (over: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...formValuesOf(null),
  nameZh: '每日投注',
  nameEn: 'Bet today',
  threshold: '500',
  awardAmount: '25.50',
  ...over,
});

describe('task form', () => {
  it('starts a new task enabled, daily, money, and turns rupees into paise', () => {
    expect(formValuesOf(null)).toMatchObject({ type: 'deposit_total', awardKind: 'money', period: 'daily', enabled: true, sort: '0' });
    expect(validateTask(values())).toEqual({});
    expect(payloadOf(values({ franchiseeId: 2 }))).toEqual({
      franchiseeId: 2,
      nameZh: '每日投注',
      nameEn: 'Bet today',
      nameHi: '',
      type: 'deposit_total',
      threshold: 50_000,
      awardKind: 'money',
      awardAmount: 2_550,
      period: 'daily',
      status: 0,
      sort: 0,
    });
  });

  it('keeps days, points and tickets whole and drops what the award kind does not use', () => {
    const signIn = values({
      type: 'sign_in_days',
      period: 'weekly',
      threshold: '5',
      awardKind: 'points',
      awardAmount: '80',
      enabled: false,
    });
    expect(validateTask(signIn)).toEqual({});
    expect(payloadOf(signIn, 7)).toMatchObject({ id: 7, threshold: 5, awardKind: 'points', awardAmount: 80, status: 1 });
    const ticket = values({ awardKind: 'ticket', ticketId: 3, awardAmount: '' });
    expect(payloadOf(ticket)).toMatchObject({ awardKind: 'ticket', awardAmount: 0, ticketId: 3 });
  });

  it('refuses what the server refuses, field by field', () => {
    expect(validateTask(values({ nameZh: ' ', nameEn: 'x'.repeat(41), nameHi: 'y'.repeat(41) }))).toEqual({
      nameZh: 'vip.tasks.nameLength',
      nameEn: 'vip.tasks.nameLength',
      nameHi: 'vip.tasks.nameLength',
    });
    expect(validateTask(values({ threshold: '0' })).threshold).toBe('vip.tasks.thresholdMoney');
    expect(validateTask(values({ threshold: '1.234' })).threshold).toBe('vip.tasks.thresholdMoney');
    expect(validateTask(values({ type: 'sign_in_days', period: 'daily', threshold: '2' })).threshold).toBe('vip.tasks.thresholdDaily');
    expect(validateTask(values({ type: 'sign_in_days', period: 'weekly', threshold: '8' })).threshold).toBe('vip.tasks.thresholdWeekly');
    expect(validateTask(values({ type: 'sign_in_days', period: 'once', threshold: '367' })).threshold).toBe('vip.tasks.thresholdOnce');
    expect(validateTask(values({ awardAmount: '-1' })).awardAmount).toBe('vip.tasks.awardMoney');
    expect(validateTask(values({ awardKind: 'points', awardAmount: '1000001' })).awardAmount).toBe('vip.tasks.awardPoints');
    expect(validateTask(values({ awardKind: 'ticket', ticketId: null })).ticketId).toBe('vip.tasks.ticketRequired');
    expect(validateTask(values({ sort: '10000' })).sort).toBe('vip.tasks.sortInvalid');
  });

  it('shows a stored task back as typed', () => {
    const record = {
      id: 4,
      franchiseeId: 1,
      franchiseeName: 'F',
      nameZh: 'a',
      nameEn: 'b',
      nameHi: '',
      type: 'bet_total',
      threshold: 1_000_050,
      awardKind: 'money',
      awardAmount: 5_000,
      ticketId: null,
      ticketName: null,
      period: 'once',
      status: 1,
      sort: 3,
      createdAt: 0,
      updatedAt: 0,
    } satisfies TaskRecord;
    const form = formValuesOf(record);
    expect(form).toMatchObject({ threshold: '10000.50', awardAmount: '50.00', enabled: false, sort: '3', period: 'once' });
    expect(payloadOf(form, 4)).toMatchObject({ threshold: 1_000_050, awardAmount: 5_000, status: 1 });
  });
});

describe('task periods', () => {
  // 2026-11-26 is a Thursday; 23:59 IST is still that day, 00:00 IST the next.
  const thursday = bombayDayStart('2026-11-26') + 12 * 3_600_000;
  it('keys a day by its Bombay date and a week by its Monday', () => {
    expect(taskWindow('daily', thursday)).toEqual({
      key: '2026-11-26',
      from: bombayDayStart('2026-11-26'),
      to: bombayDayStart('2026-11-27'),
    });
    expect(taskWindow('weekly', thursday)).toEqual({
      key: '2026-11-23',
      from: bombayDayStart('2026-11-23'),
      to: bombayDayStart('2026-11-30'),
    });
    expect(taskWindow('daily', bombayDayStart('2026-11-27') - 1).key).toBe('2026-11-26');
    expect(taskWindow('weekly', bombayDayStart('2026-11-30')).key).toBe('2026-11-30');
    expect(taskWindow('once', thursday).key).toBe('once');
    expect(claimKey(5, '2026-11-23', 42)).toBe('task:5:2026-11-23:42');
    expect(reached(100, 100)).toBe(true);
    expect(reached(99, 100)).toBe(false);
  });
});
