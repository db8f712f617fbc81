import { z } from 'zod';

/**
 * zod's default texts, reworded as predicates ("is required") so the server can put the field's
 * name in front. Messages a schema sets itself (the spec's sentences) take precedence over this.
 */
export function installZodMessages() {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null ? 'is required' : `must be a ${issue.expected}`;
        case 'too_small':
          if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${issue.minimum} characters`;
          if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
          return `must be at least ${issue.minimum}`;
        case 'too_big':
          if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
          if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
          return `must be at most ${issue.maximum}`;
        case 'invalid_format':
          return issue.format === 'email' ? 'must be a valid email address' : `must be a valid ${issue.format}`;
        case 'invalid_value':
          return `must be one of ${issue.values.map(String).join(', ')}`;
        case 'unrecognized_keys':
          return `has unknown fields: ${issue.keys.join(', ')}`;
        default:
          return 'is invalid';
      }
    },
  });
}
