/**
 * A Japanese owner's site (tests/fixtures/owners/japanese): a Japanese résumé with its English
 * translation, projects and a note in Japanese, an application. Built by the build suite's setup.
 */
export const JAPANESE_OWNER = {
	content: 'tests/fixtures/owners/japanese',
	dist: '.e2e/sites/japanese/dist',
};
