// The owner's private files in the content folder: git ignores the folder and the site's build
// never reads it. The résumé's private fields (a partial JSON Resume merged over the public one by
// the outputs the owner opts into) and the applications live there.

/** The folder of the content folder that holds what is never published nor tracked by git. */
export const PRIVATE_FOLDER = 'private';

/** The private part of the résumé, in the private folder: its fields are merged over resume.json. */
export const PRIVATE_RESUME = 'resume.json';
