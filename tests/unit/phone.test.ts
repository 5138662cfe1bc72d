import { describe, expect, it } from 'vitest';
import { nextPhoneValue } from '../../src/contact/phone.client.ts';

describe('phone rule (at most 15 characters, longer edits ignored)', () => {
	it('accepts an edit while the value stays at most 15 characters', () => {
		expect(nextPhoneValue('', '5')).toBe('5');
		expect(nextPhoneValue('55512345678901', '555123456789012')).toBe('555123456789012');
		expect(nextPhoneValue('', '+1 (555) 010-99')).toBe('+1 (555) 010-99');
	});

	it('ignores an edit that would make the value longer than 15 characters', () => {
		expect(nextPhoneValue('555123456789012', '5551234567890123')).toBe('555123456789012');
		expect(nextPhoneValue('', '12345678901234567890')).toBe('');
		expect(nextPhoneValue('123', '12345678901234567890')).toBe('123');
	});

	it('accepts deletions and replacements', () => {
		expect(nextPhoneValue('555123456789012', '55512345678901')).toBe('55512345678901');
		expect(nextPhoneValue('555123456789012', '')).toBe('');
		expect(nextPhoneValue('555', '999')).toBe('999');
	});
});
