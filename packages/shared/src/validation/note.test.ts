import { describe, expect, it } from 'vitest';
import { noteSchema } from './note';
import { issuesOf } from './test-helpers';

describe('note (spec 001 section 5)', () => {
  it('takes a title up to 150 and a description up to 250', () => {
    const note = { title: 'a'.repeat(150), description: 'b'.repeat(250) };
    expect(noteSchema.parse(note)).toEqual(note);
  });

  it('requires both with the spec texts', () => {
    expect(issuesOf(noteSchema, { title: ' ', description: '' })).toEqual({
      title: ['Please enter title of note.'],
      description: ['Please provide description of note.'],
    });
    expect(issuesOf(noteSchema, {})).toEqual({
      title: ['Please enter title of note.'],
      description: ['Please provide description of note.'],
    });
  });

  it('refuses a title of 151 and a description of 251 characters', () => {
    const issues = issuesOf(noteSchema, { title: 'a'.repeat(151), description: 'b'.repeat(251) });
    expect(Object.keys(issues).sort()).toEqual(['description', 'title']);
  });
});
