import type { AccountSlice } from '../slice';

/** The members part of /Account_management: only screens that are built are listed here. */
export const membersSlice: AccountSlice = {
  menu: [],
  resources: [],
  messages: { zh: {}, en: {} },
};
