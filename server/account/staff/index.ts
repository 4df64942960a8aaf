import { franchiseeRoutes } from './franchiseeRoutes';
import { pushRoutes } from './pushRoutes';
import { roleRoutes } from './roleRoutes';
import { stationRoutes } from './stationRoutes';
import { staffUserRoutes } from './userRoutes';

/** The staff part of the account area: staff users, roles, franchisees, stations and quota, push. */
export const staffRoutes = [...staffUserRoutes, ...roleRoutes, ...franchiseeRoutes, ...stationRoutes, ...pushRoutes];
