import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The API reference screen (issue 41): its menu path, the permission key of both the screen and
 * the document it shows. Declared here once for both tiers.
 */
export const API_REFERENCE_NODES = [['system_management', ['api_reference']]] as const;

export const API_REFERENCE_MENU = menuRights(API_REFERENCE_NODES).system_management.api_reference.path;

/** The tree the server module adds to the system section of the menu catalogue. */
export const API_REFERENCE_MENU_TREE = menuTree(API_REFERENCE_NODES);
