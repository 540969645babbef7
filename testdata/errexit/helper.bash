# The helper of bad.bats and good.bats: its functions are every file's.

# several_tests FILE: a function that counts on errexit for its first
# test, checked only when called as a command of its own.
several_tests() {
	[ -s "$1" ]
	grep -q x "$1"
}

# one_test FILE: a function of one command, checked wherever it runs.
one_test() {
	grep -q x "$1"
}
