# code: Mastermind hints.  See README.md; `make run` and `make check`.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
CC ?= cc
CFLAGS ?= -O3 -g
# The language and warnings of every build (code, ASan, lint, fuzz); CFLAGS
# and LDFLAGS are the builder's, added to each.
CODE_FLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -pedantic
LINT_FLAGS = -Wconversion -Wshadow -Werror
SANITIZE = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=all
BATS ?= bats
LDLIBS += -pthread -lm

# The commands beside the judge filter, one file each (lib/commands/).
CMD_SRC = lib/commands/cli.c lib/commands/score.c lib/commands/variants.c \
	lib/commands/solve.c lib/commands/analyze.c lib/commands/play.c \
	lib/commands/gen.c lib/commands/check.c
CMD_HDR = lib/commands/cli.h lib/commands/commands.h \
	lib/commands/solve_options.h
# The codebreaker: code solve and code analyze.
SOLVE_SRC = lib/history.c lib/solver.c lib/space.c lib/tree.c lib/optimal.c \
	lib/replay.c lib/threads.c
SOLVE_HDR = lib/history.h lib/solver.h lib/space.h lib/tree.h lib/optimal.h \
	lib/replay.h lib/threads.h
# The games: code play.
PLAY_SRC = lib/dialogue.c lib/games/games.c lib/games/match_hit.c \
	lib/games/letters.c lib/games/aciertos.c lib/games/term_project.c \
	lib/random.c
PLAY_HDR = lib/dialogue.h lib/games/games.h lib/random.h

SRC = code.c lib/check.c lib/diag.c lib/format.c lib/judge.c lib/output.c \
	lib/pairs.c lib/reader.c lib/score.c lib/variant.c lib/vector.c \
	$(CMD_SRC) $(SOLVE_SRC) \
	$(PLAY_SRC)
HDR = lib/check.h lib/diag.h lib/status.h lib/format.h lib/judge.h \
	lib/output.h lib/pairs.h lib/reader.h lib/score.h lib/splitmix.h \
	lib/variant.h lib/vector.h \
	$(CMD_HDR) $(SOLVE_HDR) $(PLAY_HDR)
OBJ = $(SRC:.c=.o)

all: code

code: $(OBJ)
	$(CC) $(CODE_FLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(OBJ): $(HDR)

.c.o:
	$(CC) $(CODE_FLAGS) $(CFLAGS) -c -o $@ $<

# The sanitized build is also the portable one: CODE_SCALAR leaves out the
# SSE2 paths, so the tests run both it and them.
build/code-asan: $(SRC) $(HDR)
	@mkdir -p build
	$(CC) $(CODE_FLAGS) -DCODE_SCALAR $(CFLAGS) $(SANITIZE) $(LDFLAGS) \
	    -o $@ $(SRC) $(LDLIBS)

run: code
	./code testdata/sample.in

# The tests need bats and mandoc: install them when they are missing.
tools:
	@sh tests/need bats mandoc jq

check: code build/code-asan tools lint fuzz-smoke
	LC_ALL=C CODE=./code $(BATS) tests
	LC_ALL=C CODE=./build/code-asan ASAN_OPTIONS=detect_leaks=1 \
	    UBSAN_OPTIONS=print_stacktrace=1 $(BATS) tests

check-valgrind: code tools
	LC_ALL=C CODE="$(CURDIR)/tests/valgrind-code" $(BATS) tests

# Warnings are errors here, under every compiler the machine has, with
# the conversion and shadowing ones too.
lint: tools
	mandoc -Tlint -Wwarning man/code.1
	for cc in gcc clang; do \
	    if command -v $$cc >/dev/null 2>&1; then \
	        for scalar in "" -DCODE_SCALAR; do \
	            $$cc $(CODE_FLAGS) $(LINT_FLAGS) $$scalar -fsyntax-only \
	                $(SRC) || exit 1; \
	        done; \
	    fi; \
	done

bench: code
	sh bench/run.sh ./code

soak: code
	sh bench/soak.sh ./code

# Fuzzing with clang's libFuzzer under ASan+UBSan (tests/fuzz/): `make
# fuzz` runs each target FUZZ_TIME seconds; `make check` FUZZ_SMOKE each,
# on the SSE2 build and on the portable one (build/fuzz-scalar-TARGET).
FUZZ_CC ?= clang
FUZZ_TIME ?= 300
FUZZ_SMOKE ?= 3
FUZZ_TARGETS = judge pairs history play tree
FUZZ_BUILDS = $(FUZZ_TARGETS) $(FUZZ_TARGETS:%=scalar-%)
FUZZ_FLAGS = $(CODE_FLAGS) -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all
FUZZ_SRC = tests/fuzz/common.c $(SRC:code.c=)
FUZZ_DEP = $(FUZZ_SRC) $(HDR) tests/fuzz/common.h

build/fuzz-scalar-%: tests/fuzz/%.c $(FUZZ_DEP)
	@mkdir -p build
	$(FUZZ_CC) $(FUZZ_FLAGS) -DCODE_SCALAR $(LDFLAGS) -o $@ $< \
	    $(FUZZ_SRC) $(LDLIBS)

build/fuzz-%: tests/fuzz/%.c $(FUZZ_DEP)
	@mkdir -p build
	$(FUZZ_CC) $(FUZZ_FLAGS) $(LDFLAGS) -o $@ $< $(FUZZ_SRC) $(LDLIBS)

fuzz-tools:
	@sh tests/fuzz/need $(FUZZ_CC)

fuzz: fuzz-tools
	$(MAKE) $(FUZZ_TARGETS:%=build/fuzz-%)
	for t in $(FUZZ_TARGETS); do \
	    sh tests/fuzz/run $$t $(FUZZ_TIME) || exit 1; \
	done

fuzz-smoke: fuzz-tools
	$(MAKE) $(FUZZ_BUILDS:%=build/fuzz-%)
	for t in $(FUZZ_BUILDS); do \
	    sh tests/fuzz/run $$t $(FUZZ_SMOKE) || exit 1; \
	done

install: code
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 code $(DESTDIR)$(BINDIR)/code
	install -m 644 man/code.1 $(DESTDIR)$(MANDIR)/man1/code.1

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/code $(DESTDIR)$(MANDIR)/man1/code.1

clean:
	rm -f code $(OBJ)
	rm -rf build

.PHONY: all run tools check check-valgrind lint bench soak fuzz fuzz-tools \
	fuzz-smoke install uninstall clean
