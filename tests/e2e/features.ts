/**
 * The site the browser tests check projects, notes and tags on, whatever the owner's content
 * holds, and what its content has, read through the schemas as the owner's is.
 */
import { BODY_CODE, BODY_IMAGE, projectWithBody, readContent } from '../tools/content.ts';
import { featuresSite, urlOf } from './env.ts';

const site = featuresSite();

/** What the features site shows: its texts, settings, projects, notes and tags. */
export const features = readContent(site.content);

/** The browser settings of a spec or group run on the features site. */
export const onFeatures = { baseURL: urlOf(site) };

/** A published project of the features site whose story has a picture. */
export const withPicture = () => projectWithBody(BODY_IMAGE, features.projects);

/** A published project of the features site whose story has a fenced code block. */
export const withCode = () => projectWithBody(BODY_CODE, features.projects);
