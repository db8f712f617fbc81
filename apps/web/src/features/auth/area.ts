import type { Area } from '../area';
import { authPublicRoutes } from './routes';

export const authArea: Area = { name: 'auth', publicRoutes: authPublicRoutes };
