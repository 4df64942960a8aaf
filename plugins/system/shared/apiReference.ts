/*
 * The API reference screen (issue 41): its menu path, the permission key of both the screen and
 * the document it shows. Declared here once for both tiers.
 */
export const API_REFERENCE_MENU = ['system_management', 'api_reference'] as const;

/** The tree the server module adds to the system section of the menu catalogue. */
export const API_REFERENCE_MENU_TREE = [{ title: API_REFERENCE_MENU[0], children: [{ title: API_REFERENCE_MENU[1] }] }];
