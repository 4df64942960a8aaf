import { memberActionRoutes } from './actionRoutes';
import { memberDetailRoutes } from './detailRoutes';
import { internalMemberRoutes } from './internalRoutes';
import { memberListRoutes } from './listRoutes';
import { registrationRoutes } from './registrationRoutes';
import { memberViewRoutes } from './viewRoutes';

/** Every member endpoint (spec §7 "Members"): formal list and export, row actions, detail, trial and play-along accounts. */
export const memberRoutes = [
  ...memberListRoutes,
  ...memberActionRoutes,
  ...memberDetailRoutes,
  ...registrationRoutes,
  ...internalMemberRoutes,
  ...memberViewRoutes,
];
