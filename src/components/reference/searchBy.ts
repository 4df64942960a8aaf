/**
 * `filterToQuery` for an AutocompleteInput whose list endpoint searches one field server-side
 * (`<AutocompleteInput filterToQuery={searchBy('usernameKeyword')} />`); an empty text sends no
 * filter, so the first page of suggestions shows before anything is typed.
 */
export function searchBy(field: string): (text: string) => Record<string, string> {
  return (text) => {
    const trimmed = text.trim();
    return trimmed ? { [field]: trimmed } : {};
  };
}
