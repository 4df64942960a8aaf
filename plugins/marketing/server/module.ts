import { defineServerModule } from '../../../server/plugin/serverModule';
import { marketingRoutes } from './index';
import { marketingMessages } from './messages';

/** Marketing: tickets and lucky-draw campaigns. */
export default defineServerModule({ name: 'marketing', routes: marketingRoutes, messages: { marketing: marketingMessages } });
