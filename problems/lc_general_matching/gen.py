#!/usr/bin/env python3
"""Library Checker's official general_matching inputs, rebuilt offline: `python3
problems/lc_general_matching/gen.py NAME SEED > NAME_SEED.in`, or `gen.py --list` for the 12
tests (`NAME SEED` a line, as Library Checker's info.toml numbers them).

Ported from library-checker-problems (graph/general_matching/gen/*.cpp at commit 04c8de37),
not copied, with the RNG of problems/lc_factorize/gen.py and its shuffle: every pair `i < j` of `N` vertices,
each written `i j` or `j i` by a fair coin, shuffled, the first `M` kept; `random`: N uniform in
1..500, M uniform in 1..N(N-1)/2; `max_random`: N = 500; `sparse`: N = 500, M <= 2000.
`example` (2) and `issue610` are fixed files, kept as testcases/lc_general_matching/<name>.in.
`problems/library_checker.sh` proves every input by the sha256 sums of `official.sha256` (its
hash.json).
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "lc_factorize"))
from gen import Random  # noqa: E402

TESTS = [("example", 2), ("issue610", 1), ("random", 2), ("max_random", 2), ("sparse", 5)]


def shuffle(gen, items):
    """common/random.h's shuffle: item i swapped with a uniform one of 0..=i, from i = 1."""
    for length in range(2, len(items) + 1):
        j = gen.uniform(0, length - 1)
        if j != length - 1:
            items[length - 1], items[j] = items[j], items[length - 1]


def graph(name, seed):
    gen = Random(seed)
    n = gen.uniform(1, 500) if name == "random" else 500
    m = gen.uniform(1, 2000) if name == "sparse" else gen.uniform(1, n * (n - 1) // 2)
    edges = []
    for i in range(n):
        for j in range(i + 1, n):
            edges.append((i, j) if gen.uniform(0, 1) == 1 else (j, i))
    shuffle(gen, edges)
    return n, edges[:m]


def main():
    if sys.argv[1:] == ["--list"]:
        sys.stdout.write("".join(f"{name} {seed}\n" for name, count in TESTS for seed in range(count)))
        return
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        sys.exit("usage: gen.py NAME SEED (gen.py --list for the official tests)")
    name, seed = sys.argv[1], int(sys.argv[2])
    if name in ("example", "issue610"):
        kept = os.path.join(here, "..", "..", "testcases", "lc_general_matching", f"{name}_{seed:02}.in")
        with open(kept, "rb") as file:
            sys.stdout.buffer.write(file.read())
        return
    if name not in ("random", "max_random", "sparse"):
        sys.exit(f"error: no test named '{name}': one of {', '.join(n for n, _ in TESTS)}")
    n, edges = graph(name, seed)
    sys.stdout.write("".join([f"{n} {len(edges)}\n"] + [f"{a} {b}\n" for a, b in edges]))


if __name__ == "__main__":
    main()
