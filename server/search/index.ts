import { paletteRoutes } from './paletteRoutes';

/** Cross-screen look-ups (the console's command palette). */
export const searchRoutes = [...paletteRoutes];
