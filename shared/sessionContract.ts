import { z } from 'zod';
import { defineContract, treeOf, type Tree } from './contract';
import { hex64 } from './fields';

/*
 * The core's own calls (server/session, server/search, server/uploads): signing in and out, the
 * profile the console builds its menu from, the clocks, the command palette and image uploads.
 */

/** One entry of a role's menu: its route name, and its entries below. */
export type MenuNode = Tree<{ title: string }>;

const menuEntry = treeOf(z.object({ title: z.string() }), 5);
/** 0 admin, 1 franchisee, 2 agent. */
const staffType = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const profile = z.object({
  userId: z.number(),
  userName: z.string(),
  type: staffType,
  /** An agent login's parent agent; null for other roles. */
  parentId: z.number().nullable(),
  role: z.object({ id: z.number(), code: z.string(), name: z.string(), menuList: z.array(menuEntry) }),
  sysNowTimeDate: z.number(),
  onlinePeopleCount: z.number(),
  /** true when the account reads Chinese. */
  language: z.boolean(),
});

/** One palette result, ready to show in the caller's language. */
const paletteHit = z.object({
  /** Stable across sessions and unique across plugins ('member:42'), for the recent list. */
  id: z.string(),
  /** What it is ('member', 'order'), as a plugin names it. */
  kind: z.string(),
  /** The kind's name in the caller's language (the chip beside the hit). */
  kindName: z.string(),
  label: z.string(),
  /** The second line, in the caller's language. */
  hint: z.string(),
  /** Every name it answers to (username, phone, order number). */
  names: z.array(z.string()),
  /** Where Enter takes the user. */
  to: z.string(),
  /** The menu path of the screen it opens: a recent hit stays on offer only while the user holds that screen. */
  screen: z.string(),
});

export const sessionContracts = {
  login: defineContract({
    method: 'POST',
    path: '/chance_login/login',
    summary: 'Signs a staff member in: the session token in data, the profile and this browser’s device token beside it',
    body: z.object({
      username: z.string({ error: 'v.required' }).trim().min(3, { error: 'v.username' }).max(16, { error: 'v.username' }),
      password: hex64,
      /** The device token an earlier sign-in in this browser answered (optional; see auth/trustedDevice.ts). */
      device: z.preprocess((v) => (v === '' || v === null ? undefined : v), hex64.optional()),
    }),
    answer: z.string(),
    extras: z.object({ userInfo: profile, device: z.string() }),
  }),
  logout: defineContract({
    method: 'POST',
    path: '/chance_login/logout',
    summary: 'Ends the caller’s session',
    answer: z.null(),
  }),
  currentUser: defineContract({
    method: 'GET',
    path: '/chance_login/getCurrentUser',
    summary: 'The top bar’s figures, polled every 10 s: online members and the station quota in the caller’s scope',
    answer: z.object({
      userId: z.number(),
      userName: z.string(),
      type: staffType,
      language: z.boolean(),
      onlinePeopleCount: z.number(),
      /** Paise; null for agents (they hold no station quota). */
      amount: z.number().nullable(),
    }),
  }),
  userInfo: defineContract({
    method: 'GET',
    path: '/chance_login/getUserInfo',
    summary: 'The signed-in staff member’s profile, with the role’s menu the console builds its routes from',
    answer: profile,
  }),
  timeMillis: defineContract({
    method: 'GET',
    path: '/chance_login/getTimeMillis',
    summary: 'The server’s clock (epoch ms)',
    answer: z.object({ sysNowTimeDate: z.number() }),
  }),
  serverTime: defineContract({
    method: 'GET',
    path: '/chance_login/getServerTime',
    summary: 'The server’s clock in Bombay time: type 0 epoch ms, 1 date and time, 2 date',
    query: z.object({ type: z.enum(['0', '1', '2'], { error: 'v.serverTimeType' }).default('0') }),
    answer: z.object({ sysNowTimeDate: z.number(), timezone: z.string(), formatted: z.string() }),
  }),
  palette: defineContract({
    method: 'POST',
    path: '/chance-search/palette',
    summary: 'The command palette: what every installed plugin finds for the text, in the caller’s scope and menu rights',
    body: z.object({ q: z.string().trim().min(1).max(64) }),
    answer: z.object({ hits: z.array(paletteHit) }),
  }),
  uploadImage: defineContract({
    method: 'POST',
    path: '/chance-upload/image',
    summary: 'Stores one image (multipart field `file`, PNG, JPEG, GIF or WebP up to 1 MB) and answers where it is served',
    answer: z.object({
      /** Path under the API base (/chance-upload/image/<hash>.png): what records store. */
      url: z.string(),
      name: z.string(),
      contentType: z.string(),
      width: z.number(),
      height: z.number(),
      size: z.number(),
    }),
  }),
};
