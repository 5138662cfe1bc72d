/**
 * The template's sample content as it shipped, frozen for the tests of the code: `content/` is the
 * owner's from their first edit, and only the owner's checks (tests/owner/) read it. Whoever
 * changes the sample changes this copy in the same commit.
 */
export const SAMPLE = 'tests/fixtures/content-sample';
