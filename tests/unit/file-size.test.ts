import { expect, test } from 'vitest';
import { formatFileSize } from '../../src/resume/file-size.ts';

test('a file size as a link shows it: whole KB under a megabyte, one decimal above', () => {
	expect(formatFileSize(86_016)).toBe('84 KB');
	expect(formatFileSize(329)).toBe('1 KB');
	expect(formatFileSize(1024 * 1024 * 1.25)).toBe('1.3 MB');
});
