import { franchiseeRoutes } from './franchisees';
import { pushRoutes } from './push';
import { roleRoutes } from './roles';
import { stationRoutes } from './stations';
import { staffUserRoutes } from './users';

/** The staff part of the account area: staff users, roles, franchisees, stations and quota, push. */
export const staffRoutes = [...staffUserRoutes, ...roleRoutes, ...franchiseeRoutes, ...stationRoutes, ...pushRoutes];
