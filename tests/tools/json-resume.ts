/**
 * The official JSON Resume schema (the @jsonresume/schema package's JSON Schema), checked with a
 * standard JSON Schema validator: what "is a JSON Resume document" means in the tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export is the plugin function.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const schema = JSON.parse(
	readFileSync(createRequire(import.meta.url).resolve('@jsonresume/schema/schema.json'), 'utf8'),
) as { properties: Record<string, { type?: string }> };
const validate = ajv.compile(schema);

/** The schema's list sections (work, education, skills…), in the order the schema gives them. */
export const OFFICIAL_SECTION_ORDER = Object.entries(schema.properties)
	.filter(([, property]) => property.type === 'array')
	.map(([name]) => name);

/** The official schema's verdict: [] when `document` is valid, else its errors. */
export function officialErrors(document: unknown): string[] {
	return validate(document)
		? []
		: (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
