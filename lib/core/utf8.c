/* The characters of UTF-8 text (utf8.h). */

#include "utf8.h"

#include <string.h>

size_t
utf8_decode(const unsigned char *p, size_t n, uint32_t *point)
{
	static const uint32_t least[] = { 0, 0, 0x80, 0x800, 0x10000 };
	size_t k = p[0] < 0x80 ? 1 : p[0] >= 0xf0 && p[0] < 0xf5 ? 4 :
	    p[0] >= 0xe0 && p[0] < 0xf0 ? 3 : p[0] >= 0xc2 && p[0] < 0xe0 ?
	    2 : 0;
	uint32_t c;

	if (k == 0 || n == 0)
		return 0;
	c = k == 1 ? p[0] : p[0] & (0x7fu >> k);
	for (size_t i = 1; i < k; i++) {
		if (i == n)
			return SIZE_MAX;
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (p[i] & 0x3f);
	}
	if (c < least[k] || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		return 0;
	*point = c;
	return k;
}

/* Returns the bytes of the character the string s begins with (1 for a
 * byte that begins none), 0 at its end. */
static size_t
char_bytes(const char *s)
{
	uint32_t point;
	size_t n = strnlen(s, UTF8_BYTES_MAX);
	size_t k = n > 0 ? utf8_decode((const unsigned char *)s, n, &point) :
	    0;

	return n == 0 ? 0 : k == 0 || k == SIZE_MAX ? 1 : k;
}

size_t
utf8_count(const char *s)
{
	size_t n = 0;

	for (size_t k; (k = char_bytes(s)) > 0; s += k)
		n++;
	return n;
}

const char *
utf8_at(const char *s, size_t k, size_t *bytes)
{
	for (; k > 0 && *s != '\0'; k--)
		s += char_bytes(s);
	*bytes = char_bytes(s);
	return s;
}

size_t
utf8_encode(uint32_t point, char *p)
{
	unsigned char *u = (unsigned char *)p;

	if (point < 0x80) {
		u[0] = (unsigned char)point;
		return 1;
	}
	if (point < 0x800) {
		u[0] = (unsigned char)(0xc0 | point >> 6);
		u[1] = (unsigned char)(0x80 | (point & 0x3f));
		return 2;
	}
	if (point < 0x10000) {
		u[0] = (unsigned char)(0xe0 | point >> 12);
		u[1] = (unsigned char)(0x80 | (point >> 6 & 0x3f));
		u[2] = (unsigned char)(0x80 | (point & 0x3f));
		return 3;
	}
	u[0] = (unsigned char)(0xf0 | point >> 18);
	u[1] = (unsigned char)(0x80 | (point >> 12 & 0x3f));
	u[2] = (unsigned char)(0x80 | (point >> 6 & 0x3f));
	u[3] = (unsigned char)(0x80 | (point & 0x3f));
	return 4;
}

int
utf8_visible(uint32_t c)
{
	if (c < 0x80)
		return c >= 0x20 && c < 0x7f;
	return c >= 0xa0 && c != 0xad && c != 0x61c && c != 0x180e &&
	    !(c >= 0x200b && c <= 0x200f) && !(c >= 0x2028 && c <= 0x202e) &&
	    !(c >= 0x2060 && c <= 0x206f) && c != 0xfeff &&
	    !(c >= 0xfff9 && c <= 0xfffb) && !(c >= 0xfdd0 && c <= 0xfdef) &&
	    (c & 0xfffe) != 0xfffe && !(c >= 0xe0000 && c <= 0xe007f);
}

int
utf8_space(uint32_t c)
{
	return c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85 ||
	    c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
	    c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f ||
	    c == 0x3000;
}

int
utf8_combining(uint32_t c)
{
	return (c >= 0x300 && c <= 0x36f) || (c >= 0x1ab0 && c <= 0x1aff) ||
	    (c >= 0x1dc0 && c <= 0x1dff) || (c >= 0x20d0 && c <= 0x20ff) ||
	    (c >= 0xfe20 && c <= 0xfe2f);
}

/*
 * The letters of two cases: a run of capitals first..last whose small
 * letters are shift further on, or a run of pairs, capital then small,
 * from first (shift 0).
 */
static const struct cases {
	uint32_t first, last;
	uint32_t shift;
} cases[] = {
	{ 'A', 'Z', 0x20 },
	{ 0xc0, 0xd6, 0x20 }, { 0xd8, 0xde, 0x20 },	/* but the × */
	{ 0x100, 0x12f, 0 }, { 0x132, 0x137, 0 }, { 0x139, 0x148, 0 },
	{ 0x14a, 0x177, 0 }, { 0x179, 0x17e, 0 },	/* Latin Extended-A */
	{ 0x386, 0x386, 0x26 }, { 0x388, 0x38a, 0x25 },
	{ 0x38c, 0x38c, 0x40 }, { 0x38e, 0x38f, 0x3f },
	{ 0x391, 0x3a1, 0x20 }, { 0x3a3, 0x3ab, 0x20 },	/* Greek */
	{ 0x400, 0x40f, 0x50 }, { 0x410, 0x42f, 0x20 },
	{ 0x460, 0x481, 0 }, { 0x48a, 0x4bf, 0 }, { 0x4c1, 0x4ce, 0 },
	{ 0x4d0, 0x52f, 0 },				/* Cyrillic */
};

uint32_t
utf8_other_case(uint32_t c)
{
	if (c == 0xff || c == 0x178)	/* ÿ and Ÿ, a block apart */
		return c ^ 0xff ^ 0x178;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct cases *r = &cases[i];

		if (r->shift != 0 && c >= r->first && c <= r->last)
			return c + r->shift;
		if (r->shift != 0 && c >= r->first + r->shift &&
		    c <= r->last + r->shift)
			return c - r->shift;
		if (r->shift == 0 && c >= r->first && c <= r->last)
			return (c - r->first) % 2 == 0 ? c + 1 : c - 1;
	}
	return c;
}

/* Returns 1 if point is the capital of a pair of cases[], or Ÿ. */
static int
capital(uint32_t c)
{
	if (c == 0x178)
		return 1;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct cases *r = &cases[i];

		if (c >= r->first && c <= r->last)
			return r->shift != 0 || (c - r->first) % 2 == 0;
	}
	return 0;
}

uint32_t
utf8_upper(uint32_t c)
{
	uint32_t other = utf8_other_case(c);

	return other != c && capital(other) ? other : c;
}
