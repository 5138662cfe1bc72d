// The English texts pages.json gained after it was first written, as the sample site wrote them:
// what content:migrate adds to a pages.json written before them.

/** Each added text or group of texts, by its dotted path in pages.json. */
export const ADDED_TEXTS: Record<string, unknown> = {
	resume: {
		title: 'Résumé',
		description: 'The résumé of {name}: experience, education and skills.',
		download: 'Download PDF',
		present: 'Present',
		contact: 'Contact',
		sections: {
			work: 'Experience',
			volunteer: 'Volunteering',
			education: 'Education',
			awards: 'Awards',
			certificates: 'Certificates',
			publications: 'Publications',
			skills: 'Skills',
			languages: 'Languages',
			interests: 'Interests',
			references: 'References',
			projects: 'Projects',
		},
	},
	'about.linksNoCode': 'Have a look at {projects} or {contact}. You can also e-mail me at {email}.',
	'about.resumeLink': 'My résumé',
	scheme: {
		label: 'Colour scheme',
		system: 'System',
		light: 'Light',
		dark: 'Dark',
	},
	search: {
		title: 'Search',
		description: 'Search the projects, notes and résumé of {name}.',
		heading: 'Search',
		link: 'Search',
		label: 'Search projects, notes and résumé',
		submit: 'Search',
		tag: 'Tag',
		allTags: 'All tags',
		searching: 'Searching…',
		results: '{count} results',
		resultsOne: '1 result',
		noResults: 'Nothing found. Try another word or tag.',
		more: 'More results',
		failed: 'Search is not available right now. Everything on this site is listed below.',
		noscript:
			'Search runs in your browser with JavaScript. Without it, browse by tag or pick from the list below.',
		browse: 'Everything on this site',
		tags: 'Technologies',
		dev: 'The development server has no search index: search works in a build (npm run build, then npm run preview, or npm start).',
	},
};
