#!/usr/bin/env python3
"""hdu2486's expected outputs, independently of the binary: `t`, then lines `n k` (an
incomplete last line prints nothing). n <= 400 by game-tree search over (stones left, largest
take allowed); larger n by the theorem's own roads in big integers: k = 1 the lowest set bit
(powers of two lose), k = 2 the smallest Zeckendorf term (Fibonacci numbers lose), other k the
a/b construction and the greedy split, written afresh here."""
import sys
from bisect import bisect_left, bisect_right
from functools import lru_cache

sys.setrecursionlimit(100000)


def search(n, k):
    wins = []  # wins[s][l]
    for s in range(n + 1):
        row = [False] * (s + 1)
        for l in range(1, s + 1):
            left = s - l
            row[l] = row[l - 1] or left == 0 or not wins[left][min(k * l, left)]
        wins.append(row)
    for t in range(1, n):
        if not wins[n - t][min(k * t, n - t)]:
            return t
    return None


# k -> the a/b construction so far ([a], [b], [j]), grown as far as a query needs and kept
# for the next query with the same k.
CONSTRUCTION = {}


def by_theorem(n, k):
    if n <= k + 1:
        return None
    if k == 1:
        return None if n & (n - 1) == 0 else n & -n
    if k == 2:
        fib = [1, 2]
        while fib[-1] <= n:
            fib.append(fib[-1] + fib[-2])
        if n in fib:
            return None
        smallest = None
        for f in reversed(fib):
            if f <= n:
                n -= f
                smallest = f
        return smallest
    a, b, j = CONSTRUCTION.setdefault(k, ([1], [1], [-1]))
    while a[-1] < n:
        nxt = b[-1] + 1
        while j[0] + 1 < len(a) and a[j[0] + 1] * k < nxt:
            j[0] += 1
        a.append(nxt)
        b.append(nxt + b[j[0]] if j[0] >= 0 else nxt)
    if a[bisect_left(a, n)] == n:
        return None
    smallest = None
    for i in range(bisect_right(a, n) - 1, -1, -1):
        if a[i] <= n:
            n -= a[i]
            smallest = a[i]
    return smallest


def main():
    tokens = [int(x) for x in sys.stdin.buffer.read().split()]
    out = []
    if tokens:
        t = tokens[0]
        for case in range(1, t + 1):
            if 2 * case >= len(tokens):
                break
            n, k = tokens[2 * case - 1], tokens[2 * case]
            assert n >= 2 and k >= 1
            take = search(n, k) if n <= 400 else by_theorem(n, k)
            out.append(f"Case {case}: {'lose' if take is None else take}")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
