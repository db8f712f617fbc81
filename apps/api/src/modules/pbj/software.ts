import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../paths';

/** The file header's software fields: the product and the API package's version. */
export const SOFTWARE_NAME = 'CareRoster';
export const SOFTWARE_VERSION: string = (JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version: string })
  .version;
