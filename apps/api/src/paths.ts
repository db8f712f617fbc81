import fs from 'node:fs';
import path from 'node:path';

/**
 * The API package's folder, found by walking up from this module to its package.json: the same
 * answer whether the server runs from src/ (tsx) or from the dist/ bundle (npm start).
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const apiRoot = packageRoot(import.meta.dirname);
