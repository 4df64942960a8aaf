/* Row type of migration 064_member_gram: the 3-character pieces of members' usernames and phones. */

export interface MemberGramTable {
  /** 1 username, 2 phone (GRAM_FIELDS). */
  field: number;
  /** Three characters of the field's lower(). */
  gram: string;
  member_id: number;
  /** is_test + 2 × is_internal. */
  kind: number;
}

export interface MemberGramTables {
  member_gram: MemberGramTable;
}
