import type { Route } from '../http/route';
import { imageUploadRoutes } from './imageRoutes';

export { uploadMessages } from './messages';
export { registerImageFiles } from './serveImages';
export { uploadDirFromEnv } from './store';

/** Uploads: images for content screens (server/app.ts registers them where multipart is parsed). */
export const uploadRoutes: Route[] = [...imageUploadRoutes];
