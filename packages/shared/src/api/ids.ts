import { z } from 'zod';

export const idSchema = z.uuid();
export const idParams = z.object({ id: idSchema });
