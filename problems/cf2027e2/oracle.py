#!/usr/bin/env python3
"""cf2027e2's expected outputs, computed apart from the Rust code:

    python3 problems/cf2027e2/oracle.py < testcases/cf2027e2/<case>.in > testcases/cf2027e2/<case>.out

Per pile, the number of x in [1, b] of each Grundy value: for b <= 2^12 by enumerating x with a
Grundy search of each pile (a mex over every take d <= a that is a submask); beyond, by a
digit DP over the bits of x whose states are the classes of the compressed a' (computed from a
representative integer, not from a table of transitions), checked against the enumeration
for every a, b < 64 at start. Then every pair of value counts, exactly, modulo 10^9 + 7.
"""
import sys
from functools import lru_cache

P = 1_000_000_007


@lru_cache(maxsize=None)
def search(a, size):
    values = []
    for y in range(size):
        reached = set()
        d = y
        while d:
            if d <= a:
                reached.add(values[y - d])
            d = (d - 1) & y
        values.append(next(v for v in range(len(reached) + 1) if v not in reached))
    return values


def g(v):
    if v == 0:
        return 0
    k = v.bit_length() - 1
    if v == 2 ** (k + 1) - 1:
        return k + 1
    if v == 2 ** (k + 1) - 2:
        return 0
    if v == 2**k:
        return k ^ 1
    return k + 1


def cls(v):
    """The class of a compressed prefix: its value g and its length, with its shape."""
    n = v.bit_length()
    if v == 0:
        return ("e", 0)
    if v == 2**n - 1:
        return ("ones", n)
    if v == 2 ** (n - 1):
        return ("pow", n)
    if v == 2**n - 2:
        return ("ones0", n)
    return ("other", n)


def dp_counts(a, b):
    bits = max(a.bit_length(), b.bit_length())
    # state (tight, good, class) -> [count, representative value]
    states = {(True, False, cls(0)): [1, 0]}
    for pos in reversed(range(bits)):
        ab, bb = a >> pos & 1, b >> pos & 1
        nxt = {}
        for (tight, good, _), (count, v) in states.items():
            for xb in (0, 1):
                if tight and xb > bb:
                    continue
                nt = tight and xb == bb
                if xb == 0:
                    ng, nv = good or ab == 1, v
                else:
                    ng, nv = good, 2 * v + (1 if good or ab == 1 else 0)
                key = (nt, ng, cls(nv))
                if key in nxt:
                    nxt[key][0] += count
                else:
                    nxt[key] = [count, nv]
        states = nxt
    counts = {}
    for (_, _, _), (count, v) in states.items():
        counts[g(v)] = counts.get(g(v), 0) + count
    counts[0] -= 1  # x = 0
    return counts


def pile_counts(a, b):
    if b <= 1 << 12:
        values = search(min(a, b), b + 1)
        counts = {}
        for x in range(1, b + 1):
            counts[values[x]] = counts.get(values[x], 0) + 1
        return counts
    return dp_counts(a, b)


@lru_cache(maxsize=None)  # once per process, however many cases it reads
def check():
    for a in range(1, 64):
        for b in range(1, 64):
            e = {k: v for k, v in pile_counts(a, b).items() if v}
            d = {k: v for k, v in dp_counts(a, b).items() if v}
            assert e == d, (a, b, e, d)


def main():
    check()
    tokens = [int(t) for t in sys.stdin.read().split()]
    count, pos = (tokens[0], 1) if tokens else (0, 0)
    for _ in range(count):
        if pos >= len(tokens):
            break
        n = tokens[pos]
        if pos + 1 + 2 * n > len(tokens):
            break
        a = tokens[pos + 1 : pos + 1 + n]
        b = tokens[pos + 1 + n : pos + 1 + 2 * n]
        pos += 1 + 2 * n
        total = {0: 1}
        for ai, bi in zip(a, b):
            nxt = {}
            counts = pile_counts(ai, bi)
            for v, c in total.items():
                for w, d in counts.items():
                    nxt[v ^ w] = (nxt.get(v ^ w, 0) + c * d) % P
            total = nxt
        print(total.get(0, 0) % P)


if __name__ == "__main__":
    main()
