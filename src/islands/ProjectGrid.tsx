/**
 * The projects grid with technology-tag filter chips. The server HTML shows every card;
 * hydrated, cards slide up in turn (index × 0.3 s) and the chips filter the grid, keeping
 * the chosen tag in the URL (`?tag=`) so a filtered view can be shared and survives reload.
 *
 * Images arrive optimised from the page (astro:assets); this island never imports them.
 */
import { useEffect, useState } from 'react';
import { useAnimate } from 'motion/react-mini';
import { CARD_ENTRANCE, CARD_OFFSET, cardDelay, prefersReducedMotion } from '../lib/motion.ts';
import styles from './ProjectGrid.module.css';

export interface ProjectCard {
	id: string;
	title: string;
	desc: string;
	href: string;
	github: string;
	tags: string[];
	/** The project's own page (`/projects/<id>`, with the base). */
	detailsPath: string;
	/** Only the development server lists drafts; they carry a visible "Draft" badge. */
	isDraft: boolean;
	image: {
		src: string;
		srcSet: string;
		sizes: string;
		width: number;
		height: number;
		isEager: boolean;
	};
}

export interface ProjectGridProps {
	projects: ProjectCard[];
}

/** The `tag` query parameter when it names a tag in use, else null ("All"). */
function tagFromUrl(tags: string[]): string | null {
	const tag = new URLSearchParams(window.location.search).get('tag');
	return tag && tags.includes(tag) ? tag : null;
}

export default function ProjectGrid({ projects }: ProjectGridProps) {
	const [tag, setTag] = useState<string | null>(null);
	const [scope, animate] = useAnimate<HTMLUListElement>();
	const tagCounts = countTags(projects);
	const tags = [...tagCounts.keys()];
	const shown = tag ? projects.filter((project) => project.tags.includes(tag)) : projects;

	// The URL is an outside system: read it on mount and whenever history moves.
	useEffect(() => {
		const syncFromUrl = () => setTag(tagFromUrl(tags));
		syncFromUrl();
		window.addEventListener('popstate', syncFromUrl);
		return () => window.removeEventListener('popstate', syncFromUrl);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- tags derive from props that never change
	}, []);

	// Each time the set of cards changes (mount, filter), they slide up in turn.
	const shownKey = shown.map((project) => project.id).join();
	useEffect(() => {
		if (prefersReducedMotion()) return;
		scope.current.querySelectorAll(':scope > li').forEach((card, index) => {
			animate(
				card,
				{ opacity: [0, 1], transform: [`translateY(${CARD_OFFSET}px)`, 'none'] },
				{ duration: CARD_ENTRANCE, delay: cardDelay(index), ease: 'easeOut' },
			);
		});
	}, [shownKey, animate, scope]);

	function handleChoose(next: string | null) {
		if (next === tag) return;
		const url = new URL(window.location.href);
		if (next) url.searchParams.set('tag', next);
		else url.searchParams.delete('tag');
		window.history.pushState(null, '', url);
		setTag(next);
	}

	return (
		<div className={styles.root}>
			<div className={styles.filters} role="group" aria-label="Filter projects by technology">
				<FilterChip
					label="All"
					count={projects.length}
					isPressed={tag === null}
					onChoose={() => handleChoose(null)}
				/>
				{tags.map((name) => (
					<FilterChip
						key={name}
						label={name}
						count={tagCounts.get(name) ?? 0}
						isPressed={tag === name}
						onChoose={() => handleChoose(name)}
					/>
				))}
			</div>
			<p className="sr-only" role="status">
				{tag ? `Showing ${shown.length} of ${projects.length} projects tagged ${tag}` : ''}
			</p>
			<ul ref={scope} className={styles.grid}>
				{shown.map((project) => (
					<Card key={project.id} project={project} />
				))}
			</ul>
		</div>
	);
}

/** Tag → number of projects, in order of first appearance. */
function countTags(projects: ProjectCard[]): Map<string, number> {
	const counts = new Map<string, number>();
	for (const tag of projects.flatMap((project) => project.tags))
		counts.set(tag, (counts.get(tag) ?? 0) + 1);
	return counts;
}

interface FilterChipProps {
	label: string;
	count: number;
	isPressed: boolean;
	onChoose: () => void;
}

function FilterChip({ label, count, isPressed, onChoose }: FilterChipProps) {
	return (
		<button type="button" className={styles.chip} aria-pressed={isPressed} onClick={onChoose}>
			{label} <span className={styles.count}>({count})</span>
		</button>
	);
}

function Card({ project }: { project: ProjectCard }) {
	const { title, desc, href, github, tags, detailsPath, isDraft, image } = project;
	return (
		<li className={styles.item}>
			<a className={styles.card} href={href} target="_blank" rel="noopener noreferrer">
				<img
					className={styles.image}
					src={image.src}
					srcSet={image.srcSet}
					sizes={image.sizes}
					width={image.width}
					height={image.height}
					alt={`Screenshot of ${title}`}
					loading={image.isEager ? 'eager' : 'lazy'}
					fetchPriority={image.isEager ? 'high' : 'auto'}
					decoding="async"
				/>
				<div className={styles.body}>
					{isDraft && <p className={styles.draft}>Draft</p>}
					<h2 className={styles.title}>
						{title}
						<span className="sr-only"> (opens the live project in a new tab)</span>
					</h2>
					<p className={styles.desc}>{desc}</p>
				</div>
			</a>
			<ul className={styles.tags} aria-label={`Technologies used in ${title}`}>
				{tags.map((name) => (
					<li key={name} className={styles.tag}>
						{name}
					</li>
				))}
			</ul>
			<a className={styles.github} href={github} target="_blank" rel="noopener noreferrer">
				Github<span className="sr-only"> repository of {title} (opens in a new tab)</span>
			</a>
			<a className={styles.details} href={detailsPath}>
				Details<span className="sr-only"> about {title}</span>
			</a>
		</li>
	);
}
