#!/usr/bin/env python3
"""arc151c's expected output, computed apart from the Rust code:

    python3 problems/arc151c/oracle.py < testcases/arc151c/<case>.in > testcases/arc151c/<case>.out

One case `N M` and M lines `X Y`. With N <= 12, a game-tree search of the whole row (every legal
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


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    n, m = tokens[0], tokens[1]
    written = list(zip(tokens[2 : 2 + 2 * m : 2], tokens[3 : 3 + 2 * m : 2]))
    if n <= 12:
        row = ["."] * n
        for x, y in written:
            row[x - 1] = str(y)
        first = wins("".join(row))
    elif not written:
        first = n % 2 == 1
    else:
        total = (written[0][0] - 1) ^ (n - written[-1][0])
        for (x, a), (y, b) in zip(written, written[1:]):
            if y - x - 1 > 0 and a == b:
                total ^= 1
        first = total != 0
    print("Takahashi" if first else "Aoki")


if __name__ == "__main__":
    main()
