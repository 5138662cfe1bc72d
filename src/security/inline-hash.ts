// The Content-Security-Policy source that allows one inline script or style by its content.
import { createHash } from 'node:crypto';

/** `sha256-…` of `text`, as a policy lists an inline `<script>` or `<style>` holding exactly it. */
export function inlineHash(text: string): `sha256-${string}` {
	return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}
