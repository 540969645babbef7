/* utf8: the characters of UTF-8 text, one at a time. */

#ifndef CODE_UTF8_H
#define CODE_UTF8_H

#include <stddef.h>
#include <stdint.h>

#define UTF8_BYTES_MAX	4	/* of one character */

/*
 * Returns the bytes of the UTF-8 character at p (n bytes left), setting
 * *point to its code point: 1 for an ASCII byte, 2 to 4 for a sequence
 * (a lead byte, its continuation bytes, no overlong form, no surrogate,
 * nothing past U+10FFFF).  Returns 0 if the bytes are no character, and
 * SIZE_MAX if they begin one that the n bytes cut short (more may
 * follow).
 */
size_t	utf8_decode(const unsigned char *p, size_t n, uint32_t *point);

/*
 * Returns the characters of the string s: a byte that begins none is
 * one.
 */
size_t	utf8_count(const char *s);

/*
 * Returns the kth character (from 0) of the string s, *bytes its length
 * (0 past the end), as utf8_count() counts them.
 */
const char	*utf8_at(const char *s, size_t k, size_t *bytes);

/* Writes point as UTF-8 at p; returns the bytes written, 1 to 4. */
size_t	utf8_encode(uint32_t point, char *p);

/*
 * Returns 1 if point is shown as itself: not a control, nor a character
 * that formats or reorders text unseen (zero widths, bidi controls and
 * isolates, soft hyphen, byte order mark), nor a noncharacter.
 */
int	utf8_visible(uint32_t point);

/* Returns 1 if point is a space (ASCII's, or one of Unicode's). */
int	utf8_space(uint32_t point);

/*
 * Returns 1 if point is a combining mark of the blocks of diacritics
 * (U+0300 to U+036F and their supplements): what a letter written in
 * decomposed form (NFD: e and U+0301 for é) carries.
 */
int	utf8_combining(uint32_t point);

/*
 * Returns the letter of the other case (A for a, Ä for ä, Ж for ж, Σ for
 * σ), for the Latin, Greek and Cyrillic letters that have one, one for
 * one; else point itself.
 */
uint32_t	utf8_other_case(uint32_t point);

/* Returns the capital of a small letter utf8_other_case() pairs, else point. */
uint32_t	utf8_upper(uint32_t point);

#endif
