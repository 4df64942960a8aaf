import type { AccountSlice } from '../slice';

/** The staff part of /Account_management: only screens that are built are listed here. */
export const staffSlice: AccountSlice = {
  menu: [],
  resources: [],
  messages: { zh: {}, en: {} },
};
