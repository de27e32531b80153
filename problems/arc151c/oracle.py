#!/usr/bin/env python3
"""arc151c's expected output, computed apart from the Rust code:

    python3 problems/arc151c/oracle.py < testcases/arc151c/<case>.in > testcases/arc151c/<case>.out

Cases `N M` and M lines `X Y`, to the end of the input. With N <= 12, a game-tree search of the whole row (every legal
write); otherwise the editorial's run values (k mod 2 with no end, k with one, 1 between equal
digits, 0 between different ones) in Python's big integers.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(row):
    for i, c in enumerate(row):
        if c != ".":
            continue
        for d in "01":
            if (i > 0 and row[i - 1] == d) or (i + 1 < len(row) and row[i + 1] == d):
                continue
            if not wins(row[:i] + d + row[i + 1 :]):
                return True
    return False


def answer(n, written):
    if n <= 12:
        row = ["."] * n
        for x, y in written:
            row[x - 1] = str(y)
        return wins("".join(row))
    if not written:
        return n % 2 == 1
    total = (written[0][0] - 1) ^ (n - written[-1][0])
    for (x, a), (y, b) in zip(written, written[1:]):
        if y - x - 1 > 0 and a == b:
            total ^= 1
    return total != 0


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    pos = 0
    while pos + 2 <= len(tokens):
        n, m = tokens[pos], tokens[pos + 1]
        flat = tokens[pos + 2 : pos + 2 + 2 * m]
        pos += 2 + 2 * m
        print("Takahashi" if answer(n, list(zip(flat[0::2], flat[1::2]))) else "Aoki")


if __name__ == "__main__":
    main()
