import { createSecretBox, parseDataKey } from '../../src/platform/crypto/secret-box';

/** One data key for the seeded test image and every test app opened on a copy of it. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');
export const testSecrets = createSecretBox(parseDataKey(TEST_DATA_KEY, 'TEST_DATA_KEY'));
