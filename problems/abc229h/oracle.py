#!/usr/bin/env python3
"""abc229h's expected outputs, computed apart from the Rust code:

    python3 problems/abc229h/oracle.py < testcases/abc229h/<case>.in > testcases/abc229h/<case>.out

Each column's value as a Python Fraction: {L | R} by the simplest number strictly between
max L and min R, found by trying the integers from 0 outwards and then the denominators
2, 4, 8, ... in turn; Takahashi (moving first) wins iff the sum is positive. Cases N then N rows
to the end of the input; an incomplete last case prints nothing.
"""
import sys
from fractions import Fraction
from functools import lru_cache


def simplest(low, high):
    def inside(x):
        return (low is None or x > low) and (high is None or x < high)
    for k in range(0, 100):
        for x in (k, -k):
            if inside(x):
                return Fraction(x)
    denominator = 2
    while True:
        start = (low * denominator).__floor__() + 1
        if inside(Fraction(start, denominator)):
            return Fraction(start, denominator)
        denominator *= 2


@lru_cache(maxsize=None)
def column(cells):
    left, right = [], []
    for i, cell in enumerate(cells):
        if cell == ".":
            continue
        eaten = cells[:i] + "." + cells[i + 1:]
        (right if cell == "W" else left).append(column(eaten))
        if i > 0 and cells[i - 1] == ".":
            advanced = cells[:i - 1] + cell + "." + cells[i + 1:]
            (left if cell == "W" else right).append(column(advanced))
    low = max(left) if left else None
    high = min(right) if right else None
    assert low is None or high is None or low < high, cells
    return simplest(low, high)


def main():
    tokens = sys.stdin.read().split()
    i = 0
    while i < len(tokens):
        n = int(tokens[i])
        rows = tokens[i + 1:i + 1 + n]
        if len(rows) < n:
            return
        i += 1 + n
        total = sum((column("".join(row[x] for row in rows)) for x in range(n)), Fraction(0))
        print("Takahashi" if total > 0 else "Snuke")


if __name__ == "__main__":
    main()
