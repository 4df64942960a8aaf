/**
 * Class for a list's last column of row actions: the theme keeps it pinned to the right edge
 * while a wide table scrolls sideways (Element UI's fixed="right"), so approve / edit stay in reach.
 */
export const ACTIONS_COLUMN = 'chance-actions-column';
