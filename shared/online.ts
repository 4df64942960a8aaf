/** A member counts as online when seen within this window (Home, the top bar, the member list's online flag). */
export const ONLINE_WINDOW_MS = 10 * 60 * 1000;
