import {
  accountsOf,
  formValuesOf,
  payloadOf,
  validateNotice,
  type NoticeFormValues,
} from '../../../plugins/information/notices/noticeForm';
import { bombayLocal, parseBombayLocal, visibleText } from '../../../plugins/information/publishable/publishForm';
import type { NoticeRecord } from '../../../plugins/information/informationCalls';

const RECORD: NoticeRecord = {
  id: 7,
  franchiseeId: 2,
  franchiseeName: 'F2',
  stationId: 5,
  stationName: 'S5',
  type: 'popup',
  title: 'Weekend bonus',
  content: '<p>Up to <strong>10%</strong></p>',
  lang: 'hi',
  device: 'app',
  sort: 4,
  playAt: null,
  startAt: Date.UTC(2026, 10, 20, 4, 30),
  endAt: Date.UTC(2026, 10, 22, 18, 30),
  audience: 'members',
  audienceVipMin: 0,
  audienceAccounts: ['ravi01', 'priya02'],
  pinned: 1,
  status: 1,
  state: 'off',
  createdBy: 'admin',
  createdAt: 0,
  updatedAt: 0,
};

const valid = (over: Partial<NoticeFormValues> = {}): NoticeFormValues => ({
  ...formValuesOf(null, Date.UTC(2026, 10, 25, 6, 0, 42)),
  title: 'Maintenance',
  content: '<p>Tonight</p>',
  ...over,
});

describe('Bombay wall-clock times', () => {
  it('reads a datetime-local value as Bombay time (UTC+05:30) and writes it back', () => {
    expect(parseBombayLocal('2026-11-20T10:00')).toBe(Date.UTC(2026, 10, 20, 4, 30));
    expect(bombayLocal(Date.UTC(2026, 10, 22, 18, 30))).toBe('2026-11-23T00:00');
    expect(parseBombayLocal(bombayLocal(RECORD.startAt))).toBe(RECORD.startAt);
  });

  it('refuses what is not a real time', () => {
    for (const bad of ['', '2026-02-30T10:00', '2026-11-20T25:00', '2026-11-20', 'tomorrow']) expect(parseBombayLocal(bad)).toBeNull();
  });
});

describe('notice form', () => {
  it('starts a new notice now, for everyone, switched on', () => {
    const values = formValuesOf(null, Date.UTC(2026, 10, 25, 6, 0, 42));
    expect(values).toMatchObject({
      type: 'notice',
      lang: 'en',
      device: 'all',
      sort: '0',
      startAt: '2026-11-25T11:30',
      endAt: '',
      audience: 'all',
      enabled: true,
      pinned: false,
    });
  });

  it('round-trips a record into the payload the server takes', () => {
    const values = formValuesOf(RECORD);
    expect(values).toMatchObject({ accounts: 'ravi01\npriya02', enabled: false, pinned: true, stationId: 5 });
    expect(payloadOf(values, RECORD.id)).toEqual({
      id: 7,
      franchiseeId: 2,
      stationId: 5,
      type: 'popup',
      title: 'Weekend bonus',
      content: RECORD.content,
      lang: 'hi',
      device: 'app',
      sort: 4,
      playAt: undefined,
      startAt: RECORD.startAt,
      endAt: RECORD.endAt,
      audience: 'members',
      audienceAccounts: ['ravi01', 'priya02'],
      pinned: true,
      status: 1,
    });
  });

  it('sends only the recipients the chosen audience uses', () => {
    expect(payloadOf(valid({ audience: 'vip', audienceVipMin: 3, accounts: 'x' }))).toMatchObject({ audience: 'vip', audienceVipMin: 3 });
    expect(payloadOf(valid({ audience: 'vip', audienceVipMin: 3 }))).not.toHaveProperty('audienceAccounts');
    expect(payloadOf(valid({ audienceVipMin: 3 }))).not.toHaveProperty('audienceVipMin');
    // An administrator's platform-wide notice names no franchisee.
    expect(payloadOf(valid({ franchiseeId: null }))).not.toHaveProperty('franchiseeId');
  });

  it('splits accounts on lines, commas and spaces, once each', () => {
    expect(accountsOf('ravi01\npriya02, ravi01；amit  ')).toEqual(['ravi01', 'priya02', 'amit']);
  });

  it('accepts a complete notice', () => {
    expect(validateNotice(valid())).toEqual({});
    expect(validateNotice(valid({ content: '<p><img src="https://cdn.example/a.png"></p>' }))).toEqual({});
  });

  it.each<[Partial<NoticeFormValues>, string, string]>([
    [{ title: '  ' }, 'title', 'information.notice.titleLength'],
    [{ title: 'x'.repeat(101) }, 'title', 'information.notice.titleLength'],
    [{ title: '<b>Hi</b>' }, 'title', 'information.notice.titlePlain'],
    [{ content: '<p>&nbsp;</p><p></p>' }, 'content', 'information.notice.contentRequired'],
    [{ sort: '-1' }, 'sort', 'information.notice.sortInvalid'],
    [{ sort: '10000' }, 'sort', 'information.notice.sortInvalid'],
    [{ startAt: '' }, 'startAt', 'information.notice.startRequired'],
    [{ endAt: '2026-11-25T11:30' }, 'endAt', 'information.notice.endAfterStart'],
    [{ endAt: '2026-13-01T00:00' }, 'endAt', 'information.notice.timeInvalid'],
    [{ audience: 'vip', audienceVipMin: null }, 'audienceVipMin', 'information.notice.vipRequired'],
    [{ audience: 'members', accounts: ' , ' }, 'accounts', 'information.notice.accountsRequired'],
    [
      { audience: 'members', accounts: Array.from({ length: 501 }, (_, i) => `m${i}`).join(',') },
      'accounts',
      'information.notice.accountsRequired',
    ],
  ])('refuses a bad %#: %s', (over, field, message) => {
    expect(validateNotice(valid(over))).toEqual({ [field]: message });
  });

  it('counts only visible text as content', () => {
    expect(visibleText('<p>Hi&nbsp;<b>there</b></p>')).toBe('Hi there');
  });
});
