# fold-ref.pl FOLD: each line of the input (UTF-8) with its letters
# folded as code --fold=FOLD reads them (accents, es, de; code(1)), from
# Unicode's own decompositions (Unicode::Normalize) where code has a
# table of its own: a letter of U+00C0 to U+017F whose decomposed form
# (NFD) is an ASCII letter and marks becomes that letter; æ œ become
# ae oe, ß ẞ ss SS; es keeps ñ Ñ; de first writes ä ö ü as ae oe ue
# (capitals AE OE UE).  Nothing here is shared with code(1).
#   perl -CSD tests/fold-ref.pl es <words.txt
use strict;
use warnings;
use utf8;
use Unicode::Normalize;

my $fold = shift // die "usage: fold-ref.pl accents|es|de\n";
die "fold-ref.pl: no fold $fold\n" unless $fold =~ /^(accents|es|de)$/;

# Returns the base letter of c, or c.
sub base {
	my ($c) = @_;
	my $d = NFD($c);

	return $d =~ /^([A-Za-z])\p{Mn}+$/ ? $1 : $c;
}

# Returns what the fold makes of c, a letter of U+00C0 to U+017F.
sub latin {
	my ($c) = @_;

	return $fold eq 'es' && $c =~ /^[ñÑ]$/ ? $c : base($c);
}

while (my $line = <STDIN>) {
	if ($fold eq 'de') {
		$line =~ s/([äöü])/base($1) . 'e'/ge;
		$line =~ s/([ÄÖÜ])/base($1) . 'E'/ge;
	}
	$line =~ s/ß/ss/g;
	$line =~ s/ẞ/SS/g;
	$line =~ s/æ/ae/g;
	$line =~ s/Æ/AE/g;
	$line =~ s/œ/oe/g;
	$line =~ s/Œ/OE/g;
	$line =~ s/([\x{c0}-\x{17f}])/latin($1)/ge;
	print $line;
}
