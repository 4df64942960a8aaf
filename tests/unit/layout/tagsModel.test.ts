import {
  closeAllTags,
  closeOtherTags,
  closeTag,
  loadTags,
  saveTags,
  visitTag,
  withAffix,
  TAGS_KEY,
} from '../../../src/layout/tags/tagsModel';

const home = { path: '/dashboard', search: '' };
const a = { path: '/a', search: '?page=2' };
const b = { path: '/b', search: '' };
const affix = ['/dashboard'];

describe('tags model', () => {
  it('visiting opens a tab once and refreshes its search', () => {
    let tags = visitTag([home], a);
    tags = visitTag(tags, b);
    tags = visitTag(tags, { path: '/a', search: '?page=3' });
    expect(tags).toEqual([home, { path: '/a', search: '?page=3' }, b]);
  });

  it('the affix tab comes first and cannot be closed', () => {
    expect(withAffix([a], affix)).toEqual([home, a]);
    expect(closeTag([home, a], '/dashboard', affix)).toEqual([home, a]);
    expect(closeTag([home, a, b], '/a', affix)).toEqual([home, b]);
  });

  it('close others keeps the affix tab and the chosen one; close all keeps only affix', () => {
    expect(closeOtherTags([home, a, b], '/b', affix)).toEqual([home, b]);
    expect(closeAllTags([home, a, b], affix)).toEqual([home]);
  });

  it('persists in sessionStorage under "tagsView" and survives junk', () => {
    saveTags([home, a]);
    expect(JSON.parse(sessionStorage.getItem(TAGS_KEY)!)).toEqual([home, a]);
    expect(loadTags()).toEqual([home, a]);
    sessionStorage.setItem(TAGS_KEY, '{not json');
    expect(loadTags()).toEqual([]);
  });
});
