#!/usr/bin/env python3
"""Expected output of abc297g (Nim with takes in [L, R]), computed without the Rust code.

Cases N L R then N piles, to the end of the input (an incomplete last case prints nothing).
Where the search is small (largest pile times the number of takes at most 2 * 10^6), every
pile's Grundy value by game-tree search (the mex over every take); otherwise the editorial's
floor((a mod (L + R)) / L) in Python's big integers (L + R may pass 2^64).
Usage: python3 oracle.py < case.in > case.out
"""
import sys


def searched_values(count, low, high):
    values = []
    for x in range(count):
        reached = {values[x - t] for t in range(low, min(high, x) + 1)}
        values.append(next(v for v in range(len(reached) + 1) if v not in reached))
    return values


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    pos = 0
    while pos + 3 <= len(tokens):
        n, low, high = tokens[pos : pos + 3]
        if pos + 3 + n > len(tokens):
            break
        piles = tokens[pos + 3 : pos + 3 + n]
        pos += 3 + n
        largest = max(piles, default=0)
        if (largest + 1) * (high - low + 1) <= 2 * 10**6:
            values = searched_values(largest + 1, low, high)
            value = lambda a: values[a]
        else:
            value = lambda a: a % (low + high) // low
        total = 0
        for a in piles:
            total ^= value(a)
        print("First" if total else "Second")


if __name__ == "__main__":
    main()
