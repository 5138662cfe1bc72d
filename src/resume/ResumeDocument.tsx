// The résumé as a PDF document drawn at build time by @react-pdf/renderer: selectable text in
// Inter, the owner's accent colour, the same sections in the same order as the résumé page. Résumé
// text goes in as text strings, never as markup, so nothing in it is run.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Document, Font, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ResumeView } from './view.ts';

const resolveFont = createRequire(join(process.cwd(), 'package.json')).resolve;

Font.register({
	family: 'Inter',
	fonts: [
		{ src: resolveFont('@fontsource/inter/files/inter-latin-400-normal.woff'), fontWeight: 400 },
		{ src: resolveFont('@fontsource/inter/files/inter-latin-700-normal.woff'), fontWeight: 700 },
	],
});
// Words are not split at syllables: a name or a technology stays whole.
Font.registerHyphenationCallback((word) => [word]);

export interface ResumePdfProps {
	/** The header, summary and sections, as the résumé page shows them. */
	view: ResumeView;
	/** The owner's accent colour, #rrggbb. */
	accent: string;
	/** The owner's photo as PNG or JPEG bytes, when the résumé has one. */
	photo?: Buffer;
	/** The document's title (its metadata and the viewer's window). */
	title: string;
	lang: string;
	/** The document's creation date (its metadata and file identifier). */
	created: Date;
}

export function ResumeDocument(props: ResumePdfProps) {
	const { view, accent, photo, title, lang, created } = props;
	const { header, summary, sections } = view;
	const { name, label, contact } = header;
	const styles = StyleSheet.create({
		page: {
			fontFamily: 'Inter',
			fontSize: 10,
			lineHeight: 1.4,
			color: '#1a1a1a',
			paddingVertical: 40,
			paddingHorizontal: 48,
		},
		head: { flexDirection: 'row', alignItems: 'center', marginBottom: 12 },
		headText: { flexGrow: 1, flexShrink: 1 },
		photo: { width: 64, height: 64, borderRadius: 32, marginRight: 16, objectFit: 'cover' },
		name: { fontSize: 22, fontWeight: 700 },
		label: { fontSize: 12, color: accent, fontWeight: 700, marginTop: 2 },
		contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: '#444' },
		contactItem: { marginRight: 12 },
		link: { color: '#1a1a1a', textDecoration: 'none' },
		summary: { marginBottom: 6 },
		section: { marginTop: 10 },
		heading: {
			fontSize: 12,
			fontWeight: 700,
			color: accent,
			borderBottomWidth: 1.5,
			borderBottomColor: accent,
			paddingBottom: 2,
			marginBottom: 6,
		},
		entry: { marginBottom: 6 },
		title: { fontWeight: 700, fontSize: 10.5 },
		meta: { color: '#555' },
		item: { flexDirection: 'row', marginLeft: 6 },
		bullet: { width: 10 },
		itemText: { flexGrow: 1, flexShrink: 1 },
	});
	return (
		<Document
			title={title}
			author={name}
			subject={label}
			creator={name}
			language={lang}
			creationDate={created}
		>
			<Page size="A4" style={styles.page}>
				<View style={styles.head}>
					{photo && <Image style={styles.photo} src={photo} />}
					<View style={styles.headText}>
						<Text style={styles.name}>{name}</Text>
						{label && <Text style={styles.label}>{label}</Text>}
						<View style={styles.contact}>
							{contact.map((line) => (
								<Text key={line.text} style={styles.contactItem}>
									{line.href ? (
										<Link style={styles.link} src={line.href}>
											{line.text}
										</Link>
									) : (
										line.text
									)}
								</Text>
							))}
						</View>
					</View>
				</View>
				{summary.map((paragraph, index) => (
					<Text key={index} style={styles.summary}>
						{paragraph}
					</Text>
				))}
				{sections.map((section) => (
					<View key={section.key} style={styles.section}>
						{/* The heading stays with the first entry: never alone at a page foot. */}
						<Text style={styles.heading} minPresenceAhead={40}>
							{section.heading}
						</Text>
						{section.entries.map((entry, index) => (
							<View key={index} style={styles.entry} wrap={false}>
								<Text style={styles.title}>{entry.title}</Text>
								{entry.meta && <Text style={styles.meta}>{entry.meta}</Text>}
								{entry.description.map((paragraph, line) => (
									<Text key={line}>{paragraph}</Text>
								))}
								{entry.text.map((paragraph, line) => (
									<Text key={line}>{paragraph}</Text>
								))}
								{entry.items.map((item, line) => (
									<View key={line} style={styles.item}>
										<Text style={styles.bullet}>•</Text>
										<Text style={styles.itemText}>{item}</Text>
									</View>
								))}
								{entry.keywords.length > 0 && (
									<Text style={styles.meta}>{entry.keywords.join(', ')}</Text>
								)}
								{entry.url && (
									<Link style={styles.meta} src={entry.url}>
										{entry.url}
									</Link>
								)}
							</View>
						))}
					</View>
				))}
			</Page>
		</Document>
	);
}
