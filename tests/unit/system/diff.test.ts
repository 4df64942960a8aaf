import { diffSnapshots } from '../../../plugins/system/logs/diff';

describe('diffSnapshots', () => {
  it('marks changed, kept, added and removed fields by dotted path', () => {
    const lines = diffSnapshots(
      { name: 'North', status: 0, quota: { max: 10, min: 1 }, note: 'x' },
      { name: 'North 2', status: 0, quota: { max: 20, min: 1 }, tags: ['a'] },
    );
    expect(lines).toEqual([
      { path: 'name', before: 'North', after: 'North 2', kind: 'changed' },
      { path: 'status', before: 0, after: 0, kind: 'same' },
      { path: 'quota.max', before: 10, after: 20, kind: 'changed' },
      { path: 'quota.min', before: 1, after: 1, kind: 'same' },
      { path: 'note', before: 'x', after: undefined, kind: 'removed' },
      { path: 'tags.0', before: undefined, after: 'a', kind: 'added' },
    ]);
  });

  it('shows a creation as all added and a deletion as all removed', () => {
    expect(diffSnapshots(null, { id: 3 })).toEqual([{ path: 'id', before: undefined, after: 3, kind: 'added' }]);
    expect(diffSnapshots({ id: 3 }, null)).toEqual([{ path: 'id', before: 3, after: undefined, kind: 'removed' }]);
  });

  it('compares scalar snapshots and treats an emptied list as a value', () => {
    expect(diffSnapshots('on', 'off')).toEqual([{ path: '', before: 'on', after: 'off', kind: 'changed' }]);
    expect(diffSnapshots({ ids: [1] }, { ids: [] })).toEqual([
      { path: 'ids.0', before: 1, after: undefined, kind: 'removed' },
      { path: 'ids', before: undefined, after: [], kind: 'added' },
    ]);
  });

  it('has nothing to show when neither snapshot was recorded', () => {
    expect(diffSnapshots(null, null)).toEqual([]);
  });
});
