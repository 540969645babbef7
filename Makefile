# code: Mastermind hints.  See README.md; `make run`, `make test` (the
# quick tests) and `make check` (all of them).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
# bash-completion's directory for completions loaded on demand, the
# directory of zsh's fpath for functions of one's own (the Debian package
# uses Debian's, /usr/share/zsh/vendor-completions), and fish's for
# completions of other packages.
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
# The name the program is installed as.  Another name than code is a build
# of its own, NAMED_DIR/NAME, whose messages, usage and manual say NAME
# (README.md, "Installing"); the tests' ./code is always code.
PROGRAM ?= code
NAMED_DIR ?= build/named
# The Debian package's name and its program's: see README.md.
DEB_NAME = mmhints
CC ?= cc
CFLAGS ?= -O3 -g
# The language and warnings of every build (code, ASan, lint, fuzz); CFLAGS
# and LDFLAGS are the builder's, added to each.
CODE_FLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -pedantic
LINT_FLAGS = -Wconversion -Wshadow -Werror
SANITIZE = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=all
# The suite's sanitized build leaves out UBSan's pointer-overflow and
# alignment checks, which would check every table lookup of its
# searches; build/properties-asan and the fuzz targets keep them.
SUITE_SANITIZE = $(SANITIZE) -fno-sanitize=pointer-overflow,alignment
# gcc links UBSan's runtime as a shared library, whose 6 MB of globals
# LeakSanitizer scans at every exit of the program (which the suite runs
# thousands of times): linked into the program instead, they are not
# scanned.  clang links its runtimes so already.
STATIC_UBSAN = $(shell $(CC) -v 2>&1 | grep -q '^gcc version' && \
	echo -static-libubsan)
BATS ?= bats
LDLIBS += -pthread -lm

# The source, by subsystem (`ls lib`): each floor uses only those below it.
# The shared core: scoring, reading (word lists too), output, messages,
# variants, threads.
CORE_SRC = lib/core/diag.c lib/core/fold.c lib/core/lists.c lib/core/memory.c \
	lib/core/output.c lib/core/random.c lib/core/reader.c lib/core/rule.c \
	lib/core/score.c lib/core/threads.c lib/core/utf8.c lib/core/variant.c \
	lib/core/vector.c
CORE_HDR = $(CORE_SRC:.c=.h) lib/core/hint.h lib/core/splitmix.h \
	lib/core/status.h lib/core/simd.h lib/core/fnv.h
# The SSE2 and AVX2 paths of the reader and the scorer, beside their
# portable code in reader.c and score.c (simd.h).
SIMD_SRC = lib/core/reader_simd.c lib/core/score_simd.c
# The judge's path: the filter (UVa 340) and the exact layout its input
# validator checks, code check, and code gen's generator of its inputs.
JUDGE_SRC = lib/judge/judge.c lib/judge/layout.c lib/judge/check.c \
	lib/judge/gen.c
# code score's pairs and their formats.
PAIRS_SRC = lib/pairs/pairs.c lib/pairs/format.c
# The codes a side may play, the symmetries that fix the guesses played,
# and a strategy's tree: what both the codebreaker and the exact search use.
CODES_SRC = lib/codes/space.c lib/codes/symmetry.c lib/codes/tree.c \
	lib/codes/table.c lib/codes/hard.c
# The exact search (lib/optimal/ALGORITHM.md): its interface, optimal.c
# and optimal.h, and the files that share its internal header; and its
# shards (lib/optimal/shard/), behind shard.h, whose files share their own.
OPTIMAL_SRC = lib/optimal/optimal.c lib/optimal/search.c \
	lib/optimal/weigh.c lib/optimal/bounds.c lib/optimal/memo.c \
	lib/optimal/depth.c lib/optimal/watch.c lib/optimal/rank.c \
	lib/optimal/certify.c
SHARD_SRC = lib/optimal/shard/plan.c lib/optimal/shard/firsts.c \
	lib/optimal/shard/deep.c lib/optimal/shard/claim.c \
	lib/optimal/shard/strategy.c lib/optimal/shard/keep.c \
	lib/optimal/shard/record.c lib/optimal/shard/certify.c
OPTIMAL_HDR = lib/optimal/optimal.h lib/optimal/internal.h \
	lib/optimal/shard/shard.h lib/optimal/shard/internal.h
# The codebreaker: code solve and code analyze.
SOLVER_SRC = lib/solver/history.c lib/solver/solver.c lib/solver/strategy.c \
	lib/solver/analysis.c lib/solver/replay.c lib/solver/dot.c \
	lib/solver/blame.c lib/solver/certificate.c lib/solver/reuse.c
SOLVER_HDR = $(SOLVER_SRC:.c=.h)
# The games: code play.
GAMES_SRC = lib/games/dialogue.c lib/games/games.c lib/games/match_hit.c \
	lib/games/letters.c lib/games/aciertos.c lib/games/term_project.c \
	lib/games/look.c lib/games/board.c lib/games/breaker.c
GAMES_HDR = lib/games/dialogue.h lib/games/games.h lib/games/match_hit.h \
	lib/games/letters.h lib/games/aciertos.h lib/games/term_project.h \
	lib/games/look.h lib/games/board.h
# The commands beside the judge filter, one file each (lib/commands/), the
# command line they share, and the options solve and analyze share.
CMD_SRC = lib/commands/cli.c lib/commands/options.c lib/commands/record.c \
	lib/commands/filter.c lib/commands/score.c lib/commands/variants.c \
	lib/commands/codebreaker.c lib/commands/hints.c lib/commands/solve.c \
	lib/commands/figures.c lib/commands/analyze.c lib/commands/tree.c \
	lib/commands/replay.c lib/commands/ranking.c lib/commands/openings.c \
	lib/commands/rank.c lib/commands/shard_file.c lib/commands/verify.c \
	lib/commands/shard.c lib/commands/review.c lib/commands/play.c \
	lib/commands/gen.c lib/commands/check.c lib/commands/completion.c \
	lib/commands/certify.c
CMD_HDR = lib/commands/cli.h lib/commands/options.h lib/commands/record.h \
	lib/commands/filter.h lib/commands/commands.h \
	lib/commands/codebreaker.h lib/commands/hints.h \
	lib/commands/figures.h lib/commands/analyze.h \
	lib/commands/ranking.h lib/commands/openings.h lib/commands/rank.h \
	lib/commands/shard_file.h lib/commands/verify.h \
	lib/commands/completion.h lib/commands/certify.h

SRC = code.c $(CORE_SRC) $(SIMD_SRC) $(JUDGE_SRC) $(PAIRS_SRC) \
	$(CODES_SRC) $(OPTIMAL_SRC) $(SHARD_SRC) $(SOLVER_SRC) $(GAMES_SRC) \
	$(CMD_SRC)
HDR = $(CORE_HDR) $(JUDGE_SRC:.c=.h) $(PAIRS_SRC:.c=.h) \
	$(CODES_SRC:.c=.h) $(OPTIMAL_HDR) $(SOLVER_HDR) $(GAMES_HDR) \
	$(CMD_HDR)
OBJ = $(SRC:.c=.o)

# The sources whose text -DCODE_SCALAR changes: those that include
# lib/core/vector.h, where alone it is read, directly or through
# lib/core/simd.h, the one header that includes it (checked here: another
# would leave its includers out of this list).  The portable builds that
# share objects with others (the fuzz targets) and lint compile these
# twice.
VECTOR_HDR = lib/core/vector.h lib/core/simd.h
SCALAR_SRC = $(shell grep -lE '^\#include "([^"]*/)?(vector|simd)\.h"' \
	$(SRC) tests/properties.c tests/fuzz/*.c)
ifneq ($(filter-out $(VECTOR_HDR),$(shell grep -lE \
	'CODE_SCALAR|^\#include "([^"]*/)?(vector|simd)\.h"' $(HDR) \
	tests/fuzz/*.h)),)
$(error a header other than $(VECTOR_HDR) reads CODE_SCALAR or includes them: add its includers to SCALAR_SRC)
endif

all: code certcheck

code: $(OBJ)
	$(CC) $(CODE_FLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(OBJ): $(HDR)

.c.o:
	$(CC) $(CODE_FLAGS) $(CFLAGS) -c -o $@ $<

# The checker of certificates (doc/certificate.md): one file of its own,
# which shares no source with code, and its sanitized build for the
# suite's sanitized pass.
CERTCHECK_SRC = tools/certcheck.c

certcheck: $(CERTCHECK_SRC)
	$(CC) $(CODE_FLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $(CERTCHECK_SRC)

build/certcheck-asan: $(CERTCHECK_SRC)
	@mkdir -p build
	$(CC) $(CODE_FLAGS) $(CFLAGS) $(SUITE_SANITIZE) $(LDFLAGS) \
	    $(STATIC_UBSAN) -o $@ $(CERTCHECK_SRC)

# The sanitized build is also the portable one: CODE_SCALAR leaves out the
# SSE2 paths, so the tests run both it and them.
build/code-asan: $(SRC) $(HDR)
	@mkdir -p build
	$(CC) $(CODE_FLAGS) -DCODE_SCALAR $(CFLAGS) $(SUITE_SANITIZE) \
	    $(LDFLAGS) $(STATIC_UBSAN) -o $@ $(SRC) $(LDLIBS)

# code under another name: its messages and usage say it (status.h).
$(NAMED_DIR)/%: $(SRC) $(HDR)
	@mkdir -p $(@D)
	$(CC) $(CODE_FLAGS) -DPROGRAM_NAME='"$*"' $(CFLAGS) $(LDFLAGS) \
	    -o $@ $(SRC) $(LDLIBS)

# The manual of code under another name: pkg/rename says which words are
# the program's.
$(NAMED_DIR)/%.1: man/code.1 pkg/rename
	@mkdir -p $(@D)
	sh pkg/rename $* <man/code.1 >$@

run: code
	./code testdata/sample.in

# The tests need bats, mandoc, jq, Graphviz's dot, bash-completion, zsh,
# fish, GNU parallel, Python 3 (tests/certgen.py, the brute force that
# tests/certcheck.bats checks the checker of certificates against) and
# Debian's word lists (wamerican, the words of the Wordle and Jotto
# tests; wspanish, wngerman, wfrench and wukrainian, those of the tests
# of letters beyond ASCII): install them when they are missing.  GNU
# parallel is asked for by env_parallel, which its package alone brings
# (moreutils has another program named parallel).
tools:
	@sh tests/need bats mandoc jq dot=graphviz script=bsdutils \
	    /usr/share/bash-completion/bash_completion=bash-completion zsh fish \
	    env_parallel=parallel python3 perl \
	    /usr/share/dict/american-english=wamerican \
	    /usr/share/dict/spanish=wspanish /usr/share/dict/ngerman=wngerman \
	    /usr/share/dict/french=wfrench /usr/share/dict/ukrainian=wukrainian

# Slurm, munge and sshd for the tests that start them on the machine in a
# scratch folder (tests/slurm.bats, a cluster of one node; the GNU
# parallel recipe over ssh in tests/shards.bats): installed when missing,
# their services kept from starting system-wide; where they cannot be,
# those tests are skipped, saying so.
remote-tools:
	@sh tests/need --no-start slurmctld slurmd sbatch=slurm-client \
	    munged=munge /usr/sbin/sshd=openssh-server || echo "remote-tools:" \
	    "not installed; the Slurm and ssh tests will be skipped" >&2

# The README's picture: the top of the classic optimal strategy, drawn by
# Graphviz (make picture PICTURE=FILE draws it elsewhere).
PICTURE ?= doc/classic-optimal.svg
picture: code tools
	./code tree --strategy=optimal --format=dot --depth=1 >$(PICTURE).dot
	dot -Tsvg $(PICTURE).dot >$(PICTURE)
	rm -f $(PICTURE).dot

# make check, everything: every build the checks run, made side by side
# (JOBS at once: the processors), then the suite (tests/suite) in four
# passes, side by side, a bats a file, JOBS + 1 at once, the largest
# first: the checks (lint, properties, the fuzz targets' smoke, TSan, the
# tests' own check: tests/checks), the Debian package's tests
# (tests/package, once), the first pass (./code) and the sanitized one;
# then one line for the whole run: `N passed, M failed`.  The sanitized
# pass leaves out the tests tagged heavy (`# bats test_tags=heavy`: over
# some 3 s each there, the larger searches of paths the others take
# too); check-sanitize runs every test under the sanitizers.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CHECK_BUILDS = code build/code-asan build/properties build/properties-asan \
	build/code-tsan $(FUZZ_BUILDS:%=build/fuzz-%) certcheck \
	build/certcheck-asan

ASAN_PASS = LC_ALL=C CODE=./build/code-asan \
	CERTCHECK=./build/certcheck-asan ASAN_OPTIONS=detect_leaks=1 \
	UBSAN_OPTIONS=print_stacktrace=1 REMOTE_TESTS=0

check: tools remote-tools fuzz-tools deb-tools-where-dpkg
	$(MAKE) -j$(JOBS) $(CHECK_BUILDS)
	BATS=$(BATS) SUITE_JOBS=$$(($(JOBS) + 1)) sh tests/suite \
	    "LC_ALL=C TESTS=tests/checks" \
	    "LC_ALL=C DEB_NAME=$(DEB_NAME) TESTS=tests/package" \
	    "LC_ALL=C CODE=./code" "$(ASAN_PASS) TAGS=!heavy"

# make test, the quick tests a change usually needs: the first
# pass without the tests tagged slow (`# bats test_tags=slow`: the long
# searches, the documents' examples and the shells' completions) or heavy,
# nor those that start a Slurm cluster or sshd (REMOTE_TESTS=0), and the
# checks not tagged slow (tests/checks: the tests' errexit check, not
# lint, properties, fuzzing or TSan); no sanitized build, no package.
test: code tools
	BATS=$(BATS) SUITE_JOBS=$$(($(JOBS) + 1)) sh tests/suite \
	    "LC_ALL=C TESTS=tests/checks TAGS=!slow" \
	    "LC_ALL=C CODE=./code REMOTE_TESTS=0 TAGS=!heavy,!slow"

check-sanitize: tools build/code-asan build/certcheck-asan
	BATS=$(BATS) sh tests/suite "$(ASAN_PASS)"

# The threaded searches under ThreadSanitizer (tests/tsan), with clang
# where it is (gcc's TSan runtime is Debian's libtsan too).
TSAN_CC ?= $(FUZZ_CC)
build/code-tsan: $(SRC) $(HDR)
	@mkdir -p build
	$(TSAN_CC) $(CODE_FLAGS) -O1 -g -fsanitize=thread $(LDFLAGS) \
	    -o $@ $(SRC) $(LDLIBS)

tsan: fuzz-tools build/code-tsan
	TSAN_CC=$(TSAN_CC) sh tests/tsan build/code-tsan

# tests/properties.c checks directly what only long searches reach (the
# optimal search's lower bounds, weighing and symmetry, the hint
# encodings, the scorer's paths): built as code is, and portable under
# the sanitizers.
build/properties: tests/properties.c $(OBJ) $(HDR)
	@mkdir -p build
	$(CC) $(CODE_FLAGS) $(CFLAGS) $(LDFLAGS) -o $@ tests/properties.c \
	    $(filter-out code.o,$(OBJ)) $(LDLIBS)

build/properties-asan: tests/properties.c $(SRC) $(HDR)
	@mkdir -p build
	$(CC) $(CODE_FLAGS) -DCODE_SCALAR $(CFLAGS) $(SANITIZE) $(LDFLAGS) \
	    -o $@ tests/properties.c $(filter-out code.c,$(SRC)) $(LDLIBS)

properties: build/properties build/properties-asan
	build/properties
	ASAN_OPTIONS=detect_leaks=1 build/properties-asan

check-valgrind: code certcheck tools
	BATS=$(BATS) sh tests/suite \
	    "LC_ALL=C CODE=$(CURDIR)/tests/valgrind-code REMOTE_TESTS=0"

# Warnings are errors here, under every compiler the machine has, with
# the conversion and shadowing ones too: every source as built, and again
# with -DCODE_SCALAR those it changes (SCALAR_SRC; the others are the same
# text either way).  The tests have no assertion whose failure bats'
# errexit ignores (tests/errexit.awk).
lint: tools
	mandoc -Tlint -Wwarning man/code.1
	awk -f tests/errexit.awk tests/helper.bash tests/*.bats tests/*/*.bats
	for cc in gcc clang; do \
	    if command -v $$cc >/dev/null 2>&1; then \
	        $$cc $(CODE_FLAGS) $(LINT_FLAGS) -fsyntax-only \
	            $(SRC) tests/properties.c $(CERTCHECK_SRC) || exit 1; \
	        $$cc $(CODE_FLAGS) $(LINT_FLAGS) -DCODE_SCALAR -fsyntax-only \
	            $(filter $(SCALAR_SRC),$(SRC) tests/properties.c) || exit 1; \
	    fi; \
	done

# The published optima too slow for make check (tests/published.bats).
published-slow: code tools
	PUBLISHED_SLOW=1 LC_ALL=C CODE=./code $(BATS) tests/published.bats

# Bulls and Cows in 8 shards through GNU parallel against its single run
# (tests/shards.bats, SHARDS_SLOW=1).
shards-slow: code tools
	SHARDS_SLOW=1 LC_ALL=C CODE=./code $(BATS) -f 'Bulls and Cows' \
	    tests/shards.bats

bench: code
	sh bench/run.sh ./code

soak: code
	sh bench/soak.sh ./code

# Fuzzing with clang's libFuzzer under ASan+UBSan (tests/fuzz/): `make
# fuzz` runs each target FUZZ_TIME seconds; `make check` FUZZ_SMOKE each,
# on the SSE2 build and on the portable one (build/fuzz-scalar-TARGET):
# every seed of testdata/fuzz/TARGET, then mutations for what is left of
# the second.
FUZZ_CC ?= clang
FUZZ_TIME ?= 300
FUZZ_SMOKE ?= 1
FUZZ_TARGETS = judge pairs history play tree lists shard resume
FUZZ_BUILDS = $(FUZZ_TARGETS) $(FUZZ_TARGETS:%=scalar-%)
FUZZ_FLAGS = $(CODE_FLAGS) -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all
FUZZ_SRC = tests/fuzz/common.c $(SRC:code.c=)
# The sources are compiled once for all the targets of a build (SSE2 and
# portable), each target linking its own file with them; the portable
# build compiles again only the sources -DCODE_SCALAR changes (SCALAR_SRC),
# and shares the others' objects with the SSE2 build.
FUZZ_OBJ = $(FUZZ_SRC:%.c=build/objs-fuzz/%.o)
FUZZ_SCALAR_OBJ = $(patsubst %.c,build/objs-fuzz-scalar/%.o,\
	$(filter $(SCALAR_SRC),$(FUZZ_SRC))) $(patsubst %.c,build/objs-fuzz/%.o,\
	$(filter-out $(SCALAR_SRC),$(FUZZ_SRC)))
.SECONDARY: $(FUZZ_OBJ) $(FUZZ_SCALAR_OBJ)

build/objs-fuzz/%.o: %.c $(HDR) tests/fuzz/common.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -c -o $@ $<

build/objs-fuzz-scalar/%.o: %.c $(HDR) tests/fuzz/common.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -DCODE_SCALAR -c -o $@ $<

build/fuzz-scalar-%: tests/fuzz/%.c $(FUZZ_SCALAR_OBJ)
	$(FUZZ_CC) $(FUZZ_FLAGS) -DCODE_SCALAR $(LDFLAGS) -o $@ $< \
	    $(FUZZ_SCALAR_OBJ) $(LDLIBS)

build/fuzz-%: tests/fuzz/%.c $(FUZZ_OBJ)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(LDFLAGS) -o $@ $< $(FUZZ_OBJ) $(LDLIBS)

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

# What make install installs as $(PROGRAM): ./code and man/code.1, or the
# builds under that name.
INSTALL_BIN = $(if $(filter code,$(PROGRAM)),./code,$(NAMED_DIR)/$(PROGRAM))
INSTALL_MAN = $(if $(filter code,$(PROGRAM)),man/code.1,$(NAMED_DIR)/$(PROGRAM).1)

install: $(INSTALL_BIN) $(INSTALL_MAN)
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) \
	    $(DESTDIR)$(FISHCOMPDIR)
	install -m 755 $(INSTALL_BIN) $(DESTDIR)$(BINDIR)/$(PROGRAM)
	install -m 644 $(INSTALL_MAN) $(DESTDIR)$(MANDIR)/man1/$(PROGRAM).1
	$(INSTALL_BIN) completion bash >$(DESTDIR)$(BASHCOMPDIR)/$(PROGRAM)
	$(INSTALL_BIN) completion zsh >$(DESTDIR)$(ZSHCOMPDIR)/_$(PROGRAM)
	$(INSTALL_BIN) completion fish \
	    >$(DESTDIR)$(FISHCOMPDIR)/$(PROGRAM).fish
	chmod 644 $(DESTDIR)$(BASHCOMPDIR)/$(PROGRAM) \
	    $(DESTDIR)$(ZSHCOMPDIR)/_$(PROGRAM) \
	    $(DESTDIR)$(FISHCOMPDIR)/$(PROGRAM).fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/$(PROGRAM) \
	    $(DESTDIR)$(MANDIR)/man1/$(PROGRAM).1 \
	    $(DESTDIR)$(BASHCOMPDIR)/$(PROGRAM) \
	    $(DESTDIR)$(ZSHCOMPDIR)/_$(PROGRAM) \
	    $(DESTDIR)$(FISHCOMPDIR)/$(PROGRAM).fish

# The Debian package, build/deb/$(DEB_NAME)_VERSION_ARCH.deb (pkg/deb),
# and its test: lintian finds no error, and the program installed from it
# in a scratch root runs (tests/package/deb.bats, a pass of make check's
# suite, counted with the others).  Where dpkg is not, its tests are
# skipped, each saying so.
deb-tools:
	@sh tests/need dpkg-deb dpkg-shlibdeps=dpkg-dev lintian zsh fish

deb-tools-where-dpkg:
	@if command -v dpkg >/dev/null 2>&1; then \
	    $(MAKE) --no-print-directory deb-tools; \
	fi

deb: deb-tools
	sh pkg/deb $(DEB_NAME)

check-deb: deb-tools-where-dpkg
	DEB_NAME=$(DEB_NAME) $(BATS) tests/package

clean:
	rm -f code certcheck $(OBJ)
	rm -rf build

.PHONY: all run tools remote-tools check test check-sanitize check-valgrind \
	lint properties tsan published-slow shards-slow \
	bench soak fuzz fuzz-tools fuzz-smoke install uninstall deb deb-tools \
	deb-tools-where-dpkg check-deb picture clean
