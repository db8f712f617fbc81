/** The '12/150' counter the spec asks for beside limited text fields (spec 001 section 5). */
export const charCount = (text: string | undefined, max: number): string => `${(text ?? '').length}/${max}`;
