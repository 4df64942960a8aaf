/** Login, logout, the current user and the server clock. */
export { sessionRoutes } from './sessionRoutes';
