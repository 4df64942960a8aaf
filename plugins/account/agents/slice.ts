import type { AccountSlice } from '../slice';

/** The agents part of /Account_management: only screens that are built are listed here. */
export const agentsSlice: AccountSlice = {
  menu: [],
  resources: [],
  messages: { zh: {}, en: {} },
};
