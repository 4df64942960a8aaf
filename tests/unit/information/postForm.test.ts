import { POST_KINDS, type PostRecord } from '../../../plugins/information/articles/postCalls';
import { formValuesOf, payloadOf, validatePost } from '../../../plugins/information/articles/postForm';

const { article, activity } = POST_KINDS;
const RECORD: PostRecord = {
  id: 3,
  franchiseeId: null,
  franchiseeName: null,
  category: 'festival',
  title: 'Holi cashback',
  summary: 'Colours and 5% back',
  content: '<p>5% back</p>',
  lang: 'hi',
  sort: 1,
  pinned: 1,
  startAt: Date.UTC(2027, 2, 1, 18, 30),
  endAt: null,
  activityStartAt: Date.UTC(2027, 2, 2, 18, 30),
  activityEndAt: Date.UTC(2027, 2, 5, 18, 30),
  coverUrl: `/chance-upload/image/${'a'.repeat(32)}.png`,
  status: 0,
  state: 'scheduled',
  createdBy: 'admin',
  updatedBy: 'admin',
  createdAt: 0,
  updatedAt: 0,
};

describe('article and activity form', () => {
  it('starts a new article now, in its first category and English, on', () => {
    const values = formValuesOf(article, null, Date.UTC(2026, 10, 25, 9, 15, 42));
    expect(values).toMatchObject({
      category: 'news',
      lang: 'en',
      startAt: '2026-11-25T14:45',
      endAt: '',
      enabled: true,
      pinned: false,
      sort: '0',
    });
  });

  it('round-trips an activity through Bombay wall-clock times', () => {
    const values = formValuesOf(activity, RECORD);
    expect(values).toMatchObject({
      startAt: '2027-03-02T00:00',
      activityStartAt: '2027-03-03T00:00',
      activityEndAt: '2027-03-06T00:00',
      pinned: true,
    });
    expect(validatePost(activity, values)).toEqual({});
    expect(payloadOf(activity, values, 3)).toEqual({
      id: 3,
      category: 'festival',
      title: 'Holi cashback',
      summary: 'Colours and 5% back',
      content: '<p>5% back</p>',
      lang: 'hi',
      sort: 1,
      pinned: true,
      startAt: RECORD.startAt,
      endAt: undefined,
      activityStartAt: RECORD.activityStartAt,
      activityEndAt: RECORD.activityEndAt,
      coverUrl: RECORD.coverUrl,
      status: 0,
    });
    // No cover: none is sent, and the server stores none.
    expect(payloadOf(activity, { ...values, coverUrl: '' }, 3).coverUrl).toBeUndefined();
  });

  it('sends no activity time for an article', () => {
    const payload = payloadOf(article, {
      ...formValuesOf(article, null),
      title: 'T',
      content: '<p>x</p>',
      activityStartAt: '2027-03-03T00:00',
    });
    expect(payload).not.toHaveProperty('activityStartAt');
    expect(payload).not.toHaveProperty('coverUrl');
  });

  it('names each problem with its message', () => {
    const values = formValuesOf(activity, RECORD);
    expect(validatePost(activity, { ...values, title: ' ', summary: 'x'.repeat(201), content: '<p>&nbsp;</p>', sort: '-1' })).toEqual({
      title: 'information.post.titleLength',
      summary: 'information.post.summaryLong',
      content: 'information.post.contentRequired',
      sort: 'information.post.sortInvalid',
    });
    expect(validatePost(activity, { ...values, title: '<b>x</b>', summary: '<i>y</i>' })).toMatchObject({
      title: 'information.post.titlePlain',
      summary: 'information.post.summaryPlain',
    });
    expect(validatePost(activity, { ...values, endAt: '2027-03-01T23:00' })).toEqual({ endAt: 'information.post.endAfterStart' });
    expect(validatePost(activity, { ...values, startAt: '' })).toEqual({ startAt: 'information.post.startRequired' });
    expect(validatePost(activity, { ...values, activityStartAt: '' })).toEqual({ activityStartAt: 'information.activity.startRequired' });
    expect(validatePost(activity, { ...values, activityEndAt: '2027-03-03T00:00' })).toEqual({
      activityEndAt: 'information.activity.endAfterStart',
    });
    expect(validatePost(activity, { ...values, activityEndAt: '2027-02-30T00:00' })).toEqual({
      activityEndAt: 'information.post.timeInvalid',
    });
    // An article has no activity time to check.
    expect(validatePost(article, { ...formValuesOf(article, RECORD), category: 'news' })).toEqual({});
  });
});
