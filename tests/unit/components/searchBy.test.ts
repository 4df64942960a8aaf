import { searchBy } from '../../../src/components/reference/searchBy';

describe('searchBy', () => {
  it('sends the typed text, trimmed, as the named server-side search field; nothing when blank', () => {
    const toQuery = searchBy('usernameKeyword');
    expect(toQuery(' raj ')).toEqual({ usernameKeyword: 'raj' });
    expect(toQuery('   ')).toEqual({});
    expect(toQuery('')).toEqual({});
  });
});
