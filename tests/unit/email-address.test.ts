import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../src/contact/email-address.client.ts';

// Each case was checked against Chromium's own `<input type="email">` validity
// (validity.typeMismatch), so the inline hint and the browser's native check agree.
const valid = [
	'a@b',
	'a@b.co',
	'first.last+tag@example.co.uk',
	"o'brien@example.com",
	'user@sub-domain.example',
	'x@localhost',
	// The HTML rule is looser than RFC 5322 in the local part: the browser accepts these.
	'.user@example.com',
	'us..er@example.com',
	`a@${'b'.repeat(63)}.com`,
	// What Chromium reports as the value after a visitor types a Unicode domain.
	'user@xn--exmple-cua.com',
];

const invalid = [
	'',
	'plainaddress',
	'@example.com',
	'user@',
	'user@@example.com',
	'user@exa mple.com',
	'user name@example.com',
	'user@-example.com',
	'user@example-.com',
	'user@example..com',
	'user@.example.com',
	'user@example.com.',
	'"quoted"@example.com',
	'jösé@example.com',
	'a@b_c.com',
	'user@[127.0.0.1]',
	`a@${'b'.repeat(64)}.com`,
	'<script>@x.com',
	'user@example.com<script>',
	'user@example,com',
];

describe('isValidEmail (the browser rule for type="email")', () => {
	it.each(valid)('accepts %j', (value) => {
		expect(isValidEmail(value)).toBe(true);
	});

	it.each(invalid)('rejects %j', (value) => {
		expect(isValidEmail(value)).toBe(false);
	});
});
