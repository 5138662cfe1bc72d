// Makes an owner's SVG inert when opened on its own: no script, event handlers, `foreignObject`,
// link-rewriting animation, or reference to another file or site.
import { optimize, type CustomPlugin } from 'svgo';

/** A reference that stays: to an element in the same file, or an embedded raster image. */
const LOCAL = /^\s*(?:#|data:image\/(?:png|jpe?g|gif|webp|avif);)/i;
/** A CSS reference to something outside the file. */
const CSS_EXTERNAL =
	/@import[^;]*;?|url\(\s*(['"]?)(?!\s*(?:#|data:image\/(?:png|jpe?g|gif|webp|avif);))[^)]*\1\s*\)/gi;

const removeExternal: CustomPlugin = {
	name: 'removeForeignAndExternal',
	fn: () => ({
		element: {
			enter(node, parent) {
				const name = node.name.replace(/^.*:/, '');
				const animatesLink =
					/^(set|animate)$/.test(name) && /href$/i.test(node.attributes.attributeName ?? '');
				if (name === 'foreignObject' || name === 'script' || animatesLink) {
					parent.children = parent.children.filter((child) => child !== node);
					return;
				}
				for (const [key, value] of Object.entries(node.attributes)) {
					if (/(^|:)href$/i.test(key) && !LOCAL.test(value)) delete node.attributes[key];
					else if (/^on/i.test(key)) delete node.attributes[key];
					else node.attributes[key] = value.replace(CSS_EXTERNAL, 'none');
				}
				if (name === 'style')
					for (const child of node.children)
						if (child.type === 'text' || child.type === 'cdata')
							child.value = child.value.replace(CSS_EXTERNAL, '');
			},
		},
	}),
};

/** `svg` without anything that runs script or loads another file. */
export function inertSvg(svg: string): string {
	return optimize(svg, { plugins: ['removeScripts', 'removeDoctype', removeExternal] }).data;
}
