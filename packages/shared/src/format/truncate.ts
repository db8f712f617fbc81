import { ELLIPSIS, LABEL_TRUNCATE_LENGTH, TRUNCATE_DEFAULT_LENGTH } from '../constants';

/**
 * spec 000 section 9: text longer than 30 characters is cut at 30 and an ellipsis added.
 * Code points, not UTF-16 units, so a name with an emoji or accent is never split mid-character.
 */
export const truncate = (text: string, max: number = TRUNCATE_DEFAULT_LENGTH): string => {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : text;
};

/** spec 001 section 9: labels truncated at 23 characters. */
export const truncateLabel = (text: string): string => truncate(text, LABEL_TRUNCATE_LENGTH);
