import { franchiseeRoutes } from './franchiseeRoutes';
import { pushRoutes } from './pushRoutes';
import { roleRoutes } from './roleRoutes';
import { staffApprovalRoutes } from './staffRequestRoutes';
import { stationRoutes } from './stationRoutes';
import { staffUserRoutes } from './userRoutes';

/** The staff part of the account area: staff users and their change requests, roles, franchisees, stations and quota, push. */
export const staffRoutes = [
  ...staffUserRoutes,
  ...staffApprovalRoutes,
  ...roleRoutes,
  ...franchiseeRoutes,
  ...stationRoutes,
  ...pushRoutes,
];
