# A helper of bad.bats: a function of a helper is checked as one of a
# bats file.

# also_bad FILE: a negated command before the last, in a helper.
also_bad() {
	! grep -q y "$1"
	echo done
}
