import type { Area } from '../area';
import { videoPublicRoutes, videoSignedInRoutes } from './routes';

export const videoArea: Area = { name: 'video', publicRoutes: videoPublicRoutes, signedInRoutes: videoSignedInRoutes };
