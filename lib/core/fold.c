/* The folds of letters that word games play with (fold.h). */

#include "fold.h"

#include <string.h>

#include "utf8.h"

#define LATIN_FIRST	0xc0	/* À, the first letter of base[] */

/*
 * The base letter of each letter from U+00C0 to U+017F that Unicode
 * decomposes (NFD) into a base letter and accents, '.' for the others
 * (Æ, ß, Ø, Þ, ı, Ł...), 32 a line.
 */
static const char base[] =
    "AAAAAA.CEEEEIIII.NOOOOO..UUUUY.."
    "aaaaaa.ceeeeiiii.nooooo..uuuuy.y"
    "AaAaAaCcCcCcCcDd..EeEeEeEeEeGgGg"
    "GgGgHh..IiIiIiIiI...JjKk.LlLlLl."
    "...NnNnNn...OoOoOo..RrRrRrSsSsSs"
    "SsTtTt..UuUuUuUuUuUuWwYyYZzZzZz.";

/* The letters written as two: the ligatures and the sharp s. */
static const struct {
	uint32_t point;
	char as[FOLD_OUT_MAX + 1];
} twos[] = {
	{ 0xc6, "AE" }, { 0xe6, "ae" }, { 0x152, "OE" }, { 0x153, "oe" },
	{ 0xdf, "ss" }, { 0x1e9e, "SS" },
};

/* Writes the letters of as (one or two ASCII) into out; returns them. */
static size_t
letters(const char *as, uint32_t out[FOLD_OUT_MAX])
{
	size_t n = 0;

	for (; n < FOLD_OUT_MAX && as[n] != '\0'; n++)
		out[n] = (unsigned char)as[n];
	return n;
}

/* The accents fold: a letter with accents as its base letter. */
static size_t
accents(uint32_t point, uint32_t out[FOLD_OUT_MAX])
{
	char one[2] = { 0, 0 };

	for (size_t i = 0; i < sizeof(twos) / sizeof(twos[0]); i++)
		if (twos[i].point == point)
			return letters(twos[i].as, out);
	if (point >= LATIN_FIRST && point - LATIN_FIRST < sizeof(base) - 1 &&
	    base[point - LATIN_FIRST] != '.') {
		one[0] = base[point - LATIN_FIRST];
		return letters(one, out);
	}
	out[0] = point;
	return 1;
}

/* The Spanish fold: ñ and Ñ are letters of their own. */
static size_t
spanish(uint32_t point, uint32_t out[FOLD_OUT_MAX])
{
	if (point == 0xf1 || point == 0xd1) {
		out[0] = point;
		return 1;
	}
	return accents(point, out);
}

/* The German fold: an umlaut as its vowel and e (crosswords' way). */
static size_t
german(uint32_t point, uint32_t out[FOLD_OUT_MAX])
{
	static const uint32_t umlaut[] = { 0xc4, 0xd6, 0xdc, 0xe4, 0xf6, 0xfc };

	for (size_t i = 0; i < sizeof(umlaut) / sizeof(umlaut[0]); i++)
		if (umlaut[i] == point) {
			out[0] = (unsigned char)base[point - LATIN_FIRST];
			out[1] = point < 0xe0 ? 'E' : 'e';
			return 2;
		}
	return accents(point, out);
}

/* The folds: a name, and what a letter folds to. */
static const struct fold {
	const char *name;
	size_t (*fold)(uint32_t point, uint32_t out[FOLD_OUT_MAX]);
} folds[] = {
	{ "none", NULL },
	{ "accents", accents },
	{ "es", spanish },
	{ "de", german },
};
#define FOLDS	(sizeof(folds) / sizeof(folds[0]))

const struct fold *
fold_find(const char *name)
{
	for (size_t i = 0; i < FOLDS; i++)
		if (strcmp(folds[i].name, name) == 0)
			return &folds[i];
	return NULL;
}

const char *
fold_name_at(size_t i)
{
	return i < FOLDS ? folds[i].name : NULL;
}

const char *
fold_name(const struct fold *f)
{
	return f != NULL ? f->name : folds[0].name;
}

int
fold_changes(const struct fold *f)
{
	return f != NULL && f->fold != NULL;
}

size_t
fold_point(const struct fold *f, uint32_t point, uint32_t out[FOLD_OUT_MAX])
{
	if (!fold_changes(f)) {
		out[0] = point;
		return 1;
	}
	return f->fold(point, out);
}

size_t
fold_text(const struct fold *f, const char *text, size_t n, char *out)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t i = 0, w = 0;

	while (i < n) {
		uint32_t point, as[FOLD_OUT_MAX];
		size_t k = utf8_decode(p + i, n - i, &point), m;

		if (k == 0 || k == SIZE_MAX) {
			out[w++] = text[i++];	/* no UTF-8: another check */
			continue;
		}
		m = fold_point(f, point, as);
		for (size_t j = 0; j < m; j++)
			w += utf8_encode(as[j], out + w);
		i += k;
	}
	return w;
}
