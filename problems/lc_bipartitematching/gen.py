#!/usr/bin/env python3
"""Library Checker's official bipartitematching inputs, rebuilt offline: `python3
problems/lc_bipartitematching/gen.py NAME SEED > NAME_SEED.in`, or `gen.py --list` for the 44
tests (`NAME SEED` a line, as Library Checker's info.toml numbers them).

Ported from library-checker-problems (graph/bipartitematching/gen/*.cpp at commit 04c8de37),
not copied, with the RNG of problems/lc_factorize/gen.py (xoshiro256** seeded by
splitmix64; `shuffle` and `perm` as its common/random.h makes them), so the bytes are the
judge's; `problems/library_checker.sh` proves it by the sha256 sums of `official.sha256`
(its hash.json).
L_MAX = R_MAX = 10^5, M_MAX = 2 * 10^5. `example` and `issue1068` are fixed files, kept as
testcases/lc_bipartitematching/<name>_00.in. Python is slow here: `many_paths` shuffles both
sides of 10^5 vertices once per path (up to 200 times), about a minute each.
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "lc_factorize"))
from gen import Random  # noqa: E402

L_MAX, R_MAX, M_MAX = 100_000, 100_000, 200_000
TESTS = [("example", 1), ("random", 10), ("max_random", 3), ("line", 2), ("kuhn_killer", 1),
         ("many_smalls", 2), ("cycle", 2), ("line_random", 2), ("many_paths", 3),
         ("issue1124", 3), ("issue1068", 1), ("issue1068_large", 6), ("unique_matching", 5),
         ("augmented_cycle", 3)]


def shuffle(gen, items):
    for length in range(2, len(items) + 1):
        j = gen.uniform(0, length - 1)
        if j != length - 1:
            items[length - 1], items[j] = items[j], items[length - 1]


def perm(gen, n):
    items = list(range(n))
    shuffle(gen, items)
    return items


def relabelled(gen, n, edges):
    """The edges shuffled, then both sides renamed by random permutations (in that order)."""
    shuffle(gen, edges)
    left, right = perm(gen, n), perm(gen, n)
    return [(left[a], right[b]) for a, b in edges]


def permuted_sorted(gen, n, edges):
    """augmented_cycle and unique_matching: sorted unique edges, sides renamed, then shuffled."""
    edges = sorted(set(edges))
    p1, p2 = list(range(L_MAX)), list(range(R_MAX))
    shuffle(gen, p1)
    shuffle(gen, p2)
    shuffle(gen, edges)
    return n, n, [(p1[u], p2[v]) for u, v in edges]


def graph(name, seed):
    """(L, R, edges) of the test."""
    gen = Random(seed)
    n = min(L_MAX, R_MAX)
    if name in ("random", "max_random"):
        if name == "random":
            l, r, m = gen.uniform(1, L_MAX), gen.uniform(1, R_MAX), gen.uniform(1, M_MAX)
        else:
            l, r, m = L_MAX, R_MAX, M_MAX
        edges = set()
        for _ in range(m):
            u = gen.uniform(0, l - 1)
            edges.add((u, gen.uniform(0, r - 1)))
        return l, r, sorted(edges)
    if name in ("line", "line_random"):
        edges = []
        for i in range(n):
            edges.append((i, i))
            if i:
                edges.append((i, i - 1))
        if name == "line":
            shuffle(gen, edges)
            return n, n, edges
        return n, n, relabelled(gen, n, edges)
    if name == "cycle":
        edges = [e for i in range(n) for e in ((i, i), (i, (i + 1) % n))]
        return n, n, relabelled(gen, n, edges)
    if name == "kuhn_killer":
        k = n // 8 * 2
        edges = [(i, i) for i in range(k)] + [(i + 1, i) for i in range(k - 1)]
        for i in range(k // 2):
            edges += [(i, k + 2 * i), (2 * k + 2 * i, k + 2 * i), (2 * k + 2 * i, 3 * k + 2 * i),
                      (k + 2 * i, i), (k + 2 * i, 2 * k + 2 * i), (3 * k + 2 * i, 2 * k + 2 * i)]
        for j in range(k // 2):
            i, a = k // 2 - 1 - j, k // 2 + j
            edges += [(a, k + 2 * i + 1), (2 * k + 2 * i + 1, k + 2 * i + 1),
                      (2 * k + 2 * i + 1, 3 * k + 2 * i + 1), (k + 2 * i + 1, a),
                      (k + 2 * i + 1, 2 * k + 2 * i + 1), (3 * k + 2 * i + 1, 2 * k + 2 * i + 1)]
        return n, n, edges
    if name == "many_smalls":
        l = r = m = 0
        edges = []
        while l < L_MAX - 100 and r < R_MAX - 100 and m < M_MAX - 100:
            nl, nr = gen.uniform(1, 20), gen.uniform(1, 20)
            nm = gen.uniform(1, min(nl * nr, 100))
            block = set()
            while len(block) < nm:
                u = gen.uniform(l, l + nl - 1)
                block.add((u, gen.uniform(r, r + nr - 1)))
            edges += sorted(block)
            l, r, m = l + nl, r + nr, m + nm
        shuffle(gen, edges)
        return l, r, edges
    if name == "many_paths":
        n = min(L_MAX, R_MAX, M_MAX // 2)
        cuts = [gen.uniform(1, n - 1) for _ in range(gen.uniform(20, 200))]
        cuts = sorted(set(cuts + [0, n]))
        left, right = perm(gen, n), perm(gen, n)
        edges = set()
        for i in range(1, len(cuts)):
            shuffle(gen, left)
            shuffle(gen, right)
            for j in range(cuts[i] - cuts[i - 1]):
                edges.add((left[j], right[j]))
                edges.add((left[j], right[j + 1]))
        edges = sorted(edges)
        shuffle(gen, edges)
        return n, n, edges
    if name == "issue1124":
        b = 12
        edges = [((i << b) + j, (i << b) + j) for i in range(b + 1) for j in range(1 << b)]
        for i in range(b):
            for j in range(1 << b):
                edges += [(((i + 1) << b) + j, (i << b) + j),
                          (((i + 1) << b) + (j ^ (1 << i)), (i << b) + j)]
        edges += [(((b + 1) << b) + i, (b << b) + i) for i in range(1 << b)]
        edges += [(i, ((b + 1) << b) + i) for i in range(1 << b)]
        size = (b + 2) << b
        if seed % 3 == 0:
            shuffle(gen, edges)
            new_left, new_right = list(range(size)), list(range(size))
            shuffle(gen, new_left)
            shuffle(gen, new_right)
            edges = [(new_left[a], new_right[c]) for a, c in edges]
        if seed % 3 == 2:
            edges.reverse()
        return size, size, edges
    if name == "issue1068_large":
        k = min(n // 6, (M_MAX + 7) // 16)
        edges = [(i, i) for i in range(4 * k - 2)]
        for i in range(2 * k - 1):
            edges += [(2 * i + 2, 2 * i), (2 * i + 2, 2 * i + 1), (2 * i + 3, 2 * i),
                      (2 * i + 3, 2 * i + 1)]
        for i in range(2 * k, 3 * k):
            edges += [(2 * i, 2 * i - 1), (2 * i, 2 * i - 2)]
            if i < 3 * k - 1:
                edges.append((2 * i + 1, 2 * i))
            edges.append((2 * i + 1, 2 * i - 1))
        l, r = 6 * k, 6 * k - 2
        if seed % 2 == 1:
            l, r = r, l
            edges = [(c, a) for a, c in edges]
        if seed % 3 == 1:
            edges.reverse()
        if seed % 3 == 2:
            shuffle(gen, edges)
        return l, r, edges
    if name == "unique_matching":
        d1, d2 = [(2, 1), (2, 2), (2, 3), (3, 3), (4, 8)][seed]
        edges = []
        for i in range(n):
            if len(edges) >= M_MAX:
                break
            for j in range(max(0, i - d1 + 1), i + 1):
                if len(edges) >= M_MAX:
                    break
                edges.append((i, j))
            for _ in range(d2):
                if len(edges) >= M_MAX:
                    break
                edges.append((i, gen.uniform(0, i)))
            if len(edges) >= M_MAX:
                edges = sorted(set(edges))
        return permuted_sorted(gen, n, edges)
    if name == "augmented_cycle":
        k = min(n, M_MAX // 3)
        width = [None, 250, 1000][seed]
        edges = []
        for i in range(k):
            edges += [(i, i), (i, (i + 1) % k)]
            if seed == 0:
                edges.append((i, gen.uniform(0, i)))
            elif seed == 1:
                edges.append((i, gen.uniform(max(0, i - 2 * width), max(0, i - width))))
            else:
                edges.append((i, gen.uniform(max(0, i - 2 * width), i)))
        return permuted_sorted(gen, n, edges)
    sys.exit(f"error: no generated test named '{name}': one of {', '.join(n for n, _ in TESTS)}")


def main():
    if sys.argv[1:] == ["--list"]:
        sys.stdout.write("".join(f"{name} {seed}\n" for name, count in TESTS for seed in range(count)))
        return
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        sys.exit("usage: gen.py NAME SEED (gen.py --list for the official tests)")
    name, seed = sys.argv[1], int(sys.argv[2])
    if name in ("example", "issue1068"):
        kept = os.path.join(here, "..", "..", "testcases", "lc_bipartitematching", f"{name}_00.in")
        with open(kept, "rb") as file:
            sys.stdout.buffer.write(file.read())
        return
    l, r, edges = graph(name, seed)
    sys.stdout.write("".join([f"{l} {r} {len(edges)}\n"] + [f"{a} {b}\n" for a, b in edges]))


if __name__ == "__main__":
    main()
