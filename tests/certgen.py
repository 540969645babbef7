#!/usr/bin/env python3
"""Brute force for tests/certcheck.bats: the exact optimum of a tiny game
by exhaustive search, and a certificate of it (doc/certificate.md): the
optimal strategy, and a claim for every set where the closed form falls
short.  It shares nothing with code nor with tools/certcheck.c: its scorer,
its search and its bound are its own, from the certificate's page.

    certgen.py [GAME] [--all-claims] [--no-strategy] [--symmetry]
               [--value-plus=K] [--mutant=KIND] [--print=value|worst]

GAME: --rule=counts|black|total|marks, --colours=SYMBOLS or
--secrets=FILE [--allowed=FILE], --length=N, --distinct=none|secret|
guess|both, --tries=N|none, --hard, --consistent, --first=GUESS.
--mutant writes a certificate the checker must refuse, and on standard
error the line it must name ("line N").
"""

import itertools
import sys

INF = float("inf")


def fnv(data):
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h


class Game:
    def __init__(self, o):
        self.rule = o.get("rule", "counts")
        self.distinct = o.get("distinct", "none")
        self.tries = None if o.get("tries", "none") == "none" \
            else int(o["tries"])
        self.hard = "hard" in o
        self.consistent = "consistent" in o
        self.lists = []
        if "secrets" in o:
            self.secrets = self.read_list(o["secrets"])
            self.length = len(self.secrets[0])
            extra = self.read_list(o["allowed"]) if "allowed" in o else []
            self.guesses = sorted(set(self.secrets) | set(extra))
        else:
            self.colours = o["colours"]
            self.length = int(o["length"])
            codes = ["".join(c) for c in itertools.product(
                self.colours, repeat=self.length)]
            self.secrets = [c for c in codes if self.distinct not in (
                "secret", "both") or len(set(c)) == len(c)]
            self.guesses = [c for c in codes if self.distinct not in (
                "guess", "both") or len(set(c)) == len(c)]
        self.first = o.get("first")
        self.memo = {}

    def read_list(self, name):
        data = open(name, "rb").read()
        self.lists.append(fnv(data))
        words = [w.strip("\r") for w in data.decode("utf-8-sig").split("\n")]
        return sorted(set(w for w in words if w))

    def hint(self, g, s):
        """The hint of g to s as the lines format writes it, or "WIN"."""
        if g == s:
            return "WIN"
        strong = sum(a == b for a, b in zip(g, s))
        common = sum(min(g.count(c), s.count(c)) for c in set(g))
        if self.rule == "counts":
            return "%d,%d" % (strong, common - strong)
        if self.rule == "black":
            return str(strong)
        if self.rule == "total":
            return str(common)
        marks = ["G" if a == b else "-" for a, b in zip(g, s)]
        left = [b for a, b in zip(g, s) if a != b]
        for i, a in enumerate(g):
            if marks[i] == "-" and a in left:
                left.remove(a)
                marks[i] = "Y"
        return "".join(marks)

    def hard_allows(self, x, g, h):
        """Wordle's hard mode: x keeps g's G letters, uses its G and Y."""
        for i, m in enumerate(h):
            if m == "G" and x[i] != g[i]:
                return False
        for c in set(g):
            if x.count(c) < sum(1 for i, m in enumerate(h)
                                if m != "-" and g[i] == c):
                return False
        return True

    def allowed(self, S, demands):
        return [x for x in self.guesses
                if (not self.consistent or x in S) and
                (not self.hard or all(self.hard_allows(x, g, h)
                                      for g, h in demands))]

    def parts(self, S, g):
        p = {}
        for s in S:
            p.setdefault(self.hint(g, s), []).append(s)
        return {h: frozenset(v) for h, v in p.items()}

    def splits(self, S, g):
        p = self.parts(S, g)
        return len(p) > 1 or "WIN" in p

    def opt(self, S, d, demands):
        """The least total of S within d guesses (None: any), and a guess
        that has it: exhaustive search."""
        allowed = self.allowed(S, demands)
        key = (S, d, tuple(allowed) if self.hard else ())
        if key in self.memo:
            return self.memo[key]
        best = (INF, None)
        if d != 0:
            for g in allowed:
                p = self.parts(S, g)
                if not self.splits(S, g):
                    continue
                total = len(S)
                for h, part in sorted(p.items()):
                    if h != "WIN":
                        total += self.opt(part, below(d),
                                          demands + ((g, h),))[0]
                if total < best[0]:
                    best = (total, g)
        self.memo[key] = best
        return best

    def branches(self, S, demands):
        """The most parts but the win of an allowed guess that splits S."""
        most = 1
        for g in self.allowed(S, demands):
            if self.splits(S, g):
                p = self.parts(S, g)
                most = max(most, len(p) - ("WIN" in p))
        return most


def below(d):
    return None if d is None else d - 1


def closed_form(m, d, b):
    """Level k of a strategy holds b^(k-1) secrets at most: fill them."""
    total, level, room = 0, 1, 1
    while m > 0:
        if d is not None and level > d:
            return INF
        here = min(m, room)
        total += here * level
        m -= here
        room *= b
        level += 1
    return total


class Certificate:
    def __init__(self, game, all_claims, symmetry):
        self.g = game
        self.all_claims = all_claims
        self.symmetry = symmetry
        self.claims = []        # [id, parent, guess, hint, depth, value]
        self.syms = {}          # claim id: its symmetry lines
        self.failed = None      # the claim a mutant makes fail

    def claim(self, cid, S, d, demands, root):
        """Claims for the parts of every guess at S (claim cid) where the
        closed form falls short of the exact value (all, --all-claims)."""
        g = self.g
        if d == 0:
            return
        b = g.branches(S, demands)
        orbits = set()
        for x in g.allowed(S, demands):
            if not g.splits(S, x) and not (root and x == g.first):
                continue
            if root and g.first is not None and x != g.first:
                continue
            if root and self.symmetry:
                canon = min(permuted(x, c, p, g.colours)
                            for c, p in group(g.colours, g.length))
                if canon in orbits:
                    continue
                orbits.add(canon)
            for h, part in sorted(g.parts(S, x).items()):
                if h == "WIN":
                    continue
                sub = demands + ((x, h),)
                v = g.opt(part, below(d), sub)[0]
                if self.all_claims or v > closed_form(len(part), below(d),
                                                      b):
                    nid = len(self.claims) + 1
                    self.claims.append([nid, cid, x, h, below(d), v])
                    self.claim(nid, part, below(d), sub, False)

    def strategy(self):
        g = self.g
        lines = []

        def walk(way, S, d, demands):
            x = g.opt(S, d, demands)[1] if way or g.first is None \
                else g.first
            lines.append(way + [x])
            for h, part in sorted(g.parts(S, x).items()):
                if h != "WIN":
                    walk(way + [x, h], part, below(d), demands + ((x, h),))
        walk([], frozenset(g.secrets), g.tries, ())
        return [" ".join(w) for w in lines]

    def value(self):
        g = self.g
        S = frozenset(g.secrets)
        if g.first is None:
            return g.opt(S, g.tries, ())[0]
        total = len(S)
        for h, part in g.parts(S, g.first).items():
            if h != "WIN":
                total += g.opt(part, below(g.tries), ((g.first, h),))[0]
        return total

    def write(self, out, value, strategy):
        g = self.g
        lines = ["code-certificate 2", "rule " + g.rule,
                 "length %d" % g.length, "distinct " + g.distinct]
        if g.lists:
            lines.append("secrets " + g.lists[0])
            if len(g.lists) > 1:
                lines.append("allowed " + g.lists[1])
        else:
            lines.append("colours " + g.colours)
        lines += ["tries " + text(g.tries), "hard " + yes(g.hard),
                  "consistent " + yes(g.consistent), "value " + text(value)]
        if g.first is not None:
            lines.append("first " + g.first)
        lines.append("strategy %d" % len(strategy))
        lines += strategy
        lines.append("claims")
        number = number_claims(self)
        for c in [[0]] + self.claims:
            if c[0] != 0:
                lines.append(" ".join(text(f) for f in
                                      [number[c[1]]] + c[2:]))
            lines += self.syms.get(c[0], [])
        lines.append("end")
        out.write("".join(line + "\n" for line in lines))
        return lines


def number_claims(cert):
    """Each claim's id as the certificate has it: its number in the file,
    the claims left after any taken out (0: the root)."""
    number = {0: 0}
    for k, c in enumerate(cert.claims):
        number[c[0]] = k + 1
    return number


def text(v):
    if v is None:
        return "none"
    return "inf" if v == INF else str(v)


def yes(b):
    return "yes" if b else "no"


def group(colours, length):
    """Every permutation of the colours with every one of the places."""
    for c in itertools.permutations(range(len(colours))):
        for p in itertools.permutations(range(length)):
            yield c, p


def permuted(code, c, p, colours):
    out = [None] * len(code)
    for i, x in enumerate(code):
        out[p[i]] = colours[c[colours.index(x)]]
    return "".join(out)


def sym_line(c, p, colours):
    return "sym %s %s" % ("".join(colours[i] for i in c),
                          ",".join(str(i + 1) for i in p))


def main(argv):
    o = {}
    for a in argv:
        k, _, v = a[2:].partition("=")
        o[k] = v
    g = Game(o)
    cert = Certificate(g, "all-claims" in o, "symmetry" in o)
    value = cert.value()
    if o.get("print") == "value":
        print(text(value))
        return
    strategy = [] if "no-strategy" in o or value == INF else cert.strategy()
    if o.get("print") == "worst":
        print(max(len(line.split()) + 1 for line in strategy) // 2)
        return
    cert.claim(0, frozenset(g.secrets), g.tries, (), True)
    if cert.symmetry:
        n, k = len(g.colours), g.length
        gens = [(tuple([1, 0] + list(range(2, n))), tuple(range(k))),
                (tuple(list(range(1, n)) + [0]), tuple(range(k)))]
        if k > 1:
            gens += [(tuple(range(n)), tuple([1, 0] + list(range(2, k)))),
                     (tuple(range(n)), tuple(list(range(1, k)) + [0]))]
        cert.syms[0] = list(dict.fromkeys(sym_line(c, p, g.colours)
                                          for c, p in gens))
    mutant = o.get("mutant")
    if mutant:
        value, strategy = mutate(cert, mutant, value, strategy)
    value += int(o.get("value-plus", 0))
    cert.write(sys.stdout, value, strategy)


def header_lines(cert):
    return 8 + max(1, len(cert.g.lists)) + (cert.g.first is not None)


def claim_line(cert, cid, strategy):
    """The line of claim cid (0: the value line) in the certificate."""
    if cid == 0:
        return header_lines(cert) - (cert.g.first is not None)
    at = header_lines(cert) + 2 + len(strategy) + len(cert.syms.get(0, []))
    for c in cert.claims:
        at += 1
        if c[0] == cid:
            return at
        at += len(cert.syms.get(c[0], []))
    raise ValueError(cid)


def where(cert, cid):
    """The set of claim cid, its depth, and the hints on its way."""
    g = cert.g
    by_id = {c[0]: c for c in cert.claims}
    way = []
    while cid != 0:
        way.append(by_id[cid])
        cid = by_id[cid][1]
    S, d, demands = frozenset(g.secrets), g.tries, ()
    for c in reversed(way):
        S = g.parts(S, c[2]).get(c[3], frozenset())
        d = c[4]
        demands += ((c[2], c[3]),)
    return S, d, demands


def totals(cert, cid):
    """What the guesses weighed at claim cid total at least: the least."""
    return min(weights(cert, cid).values(), default=INF)


def weights(cert, cid):
    """What each guess weighed at claim cid totals at least, by the
    claims below it and the closed form, the most of its orbit at the
    root with symmetries (the certificate's page, read anew)."""
    g = cert.g
    S, d, demands = where(cert, cid)
    if d == 0:
        return {}
    b = g.branches(S, demands)
    below_claims = {(c[2], c[3]): c[5] for c in cert.claims if c[1] == cid}
    weighed = {}
    for x in g.allowed(S, demands):
        if cid == 0 and g.first is not None and x != g.first:
            continue
        if not g.splits(S, x) and not (cid == 0 and x == g.first):
            continue
        t = len(S)
        for h, part in g.parts(S, x).items():
            if h != "WIN":
                t += max(below_claims.get((x, h), 0),
                         closed_form(len(part), below(d), b))
        weighed[x] = t
    if cid == 0 and cert.syms.get(0) and cert.symmetry:
        orbit = {}

        def canon(x):
            return min(permuted(x, c, p, g.colours)
                       for c, p in group(g.colours, g.length))
        for x, t in weighed.items():
            orbit[canon(x)] = max(orbit.get(canon(x), 0), t)
        return {x: orbit[canon(x)] for x in weighed}
    return weighed


def first_failure(cert, value, strategy, ids):
    """The line of the first of the claims ids (0: the root) that the
    certificate does not prove, or None."""
    for c in [[0, 0, None, None, cert.g.tries, value]] + cert.claims:
        if c[0] in ids and totals(cert, c[0]) < c[5]:
            cert.failed = c
            return claim_line(cert, c[0], strategy)
    return None


def drop(cert, ids):
    """Takes the claims ids out, with every claim below them."""
    gone = set(ids)
    for c in cert.claims:
        if c[1] in gone:
            gone.add(c[0])
    cert.claims = [c for c in cert.claims if c[0] not in gone]


def leaf(strategy, at):
    return at + 1 == len(strategy) or \
        not strategy[at + 1].startswith(strategy[at] + " ")


def mutate(cert, kind, value, strategy):
    """Makes the certificate wrong in the way kind says; says the line
    the checker must name on standard error."""
    g = cert.g
    line = None
    if kind == "raise":
        for c in cert.claims:
            if c[5] != INF and c[4] != 0:
                c[5] += 1
                line = first_failure(cert, value, strategy, {c[0]})
                break
    elif kind == "raise-deep":
        steps = {0: 0}
        for c in cert.claims:   # a parent's line comes before its claims'
            steps[c[0]] = steps[c[1]] + 1
        for c in sorted(cert.claims, key=lambda c: -steps[c[0]]):
            if c[5] != INF and c[4] != 0:
                c[5] += 1
                line = first_failure(cert, value, strategy, {c[0]})
                if line is not None:
                    break
                c[5] -= 1
    elif kind in ("drop-part", "drop-guess", "move-part"):
        line = needed(cert, kind, value, strategy)
    elif kind == "depth":
        c = next(c for c in cert.claims if c[4] is not None)
        c[4] += 1
        line = claim_line(cert, c[0], strategy)
    elif kind == "deeper":
        levels = [(len(s.split()) + 1) // 2 for s in strategy]
        g.tries = max(levels) - 1
        line = header_lines(cert) + 2 + levels.index(max(levels))
    elif kind == "leaf-guess":
        at = next(i for i in range(len(strategy)) if leaf(strategy, i))
        fields = strategy[at].split()
        fields[-1] = next(x for x in g.guesses if x != fields[-1])
        strategy[at] = " ".join(fields)
        line = header_lines(cert) + 2 + at
    elif kind == "leaf-gone":
        at = next(i for i in range(1, len(strategy)) if leaf(strategy, i))
        parent = " ".join(strategy[at].split()[:-2])
        del strategy[at]
        line = header_lines(cert) + 2 + strategy.index(parent)
    elif kind == "total":
        value += 1
        line = claim_line(cert, 0, strategy)
    elif kind == "symmetry":
        n = len(g.colours)
        swap = (1, 0) + tuple(range(2, n))
        c = next(c for c in cert.claims
                 if {permuted(s, swap, tuple(range(g.length)), g.colours)
                     for s in where(cert, c[0])[0]} != where(cert, c[0])[0])
        cert.syms[c[0]] = [sym_line(swap, tuple(range(g.length)), g.colours)]
        line = claim_line(cert, c[0], strategy) + 1
    if line is None:
        raise SystemExit("certgen.py: no mutant %s in this game" % kind)
    sys.stderr.write("line %d\n" % line)
    if cert.failed is not None:
        tell_claim(cert, cert.failed)
    return value, strategy


def tell_claim(cert, c):
    """Says on standard error the claim c that fails, as the checker
    names it ("claim ID (the root)" or "claim ID (path GUESS HINT ...)"),
    its value, and what each guess weighed there totals at least."""
    way = []
    by_id = {x[0]: x for x in cert.claims}
    cid = c[0]
    while cid != 0:
        way = [by_id[cid][2], by_id[cid][3]] + way
        cid = by_id[cid][1]
    sys.stderr.write("claim claim %d (%s)\n" % (
        number_claims(cert)[c[0]],
        " ".join(["path"] + way) if way else "the root"))
    sys.stderr.write("value %s\n" % text(c[5]))
    for x, t in sorted(weights(cert, c[0]).items()):
        sys.stderr.write("total %s %s\n" % (x, text(t)))


def needed(cert, kind, value, strategy):
    """Takes out a claim (drop-part), the claims of a guess (drop-guess),
    or moves a claim to another set (move-part), where the certificate
    then fails.  Returns the line of its first failure, or None."""
    g = cert.g
    keep = [list(c) for c in cert.claims]
    for c in keep:
        S, d, demands = where(cert, c[1])
        if kind == "drop-guess":
            drop(cert, [x[0] for x in keep if x[1] == c[1] and
                        x[2] == c[2]])
        elif kind == "drop-part":
            drop(cert, [c[0]])
        else:
            taken = {(x[2], x[3]) for x in keep if x[1] == c[1]}
            for x in g.allowed(S, demands):
                for h in sorted(g.parts(S, x)):
                    if h != "WIN" and (x, h) not in taken:
                        moved = next(y for y in cert.claims if y[0] == c[0])
                        moved[2], moved[3] = x, h
                        line = first_failure(cert, value, strategy,
                                             {c[0], c[1]})
                        if line is not None:
                            return line
                        moved[2], moved[3] = c[2], c[3]
            continue
        line = first_failure(cert, value, strategy, {c[1]})
        if line is not None:
            return line
        cert.claims = [list(x) for x in keep]
    return None


if __name__ == "__main__":
    main(sys.argv[1:])
