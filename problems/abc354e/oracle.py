#!/usr/bin/env python3
"""abc354e's expected outputs, computed apart from the Rust code:

    python3 problems/abc354e/oracle.py < testcases/abc354e/<case>.in > testcases/abc354e/<case>.out

A game-tree search over the sorted tuples of cards left (a position wins iff some removal of
a matching pair leaves a losing one), memoised; cases N then N lines `A B` to the end of the
input, an incomplete last case printing nothing.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(cards):
    for i in range(len(cards)):
        for j in range(i + 1, len(cards)):
            if cards[i][0] == cards[j][0] or cards[i][1] == cards[j][1]:
                rest = cards[:i] + cards[i + 1:j] + cards[j + 1:]
                if not wins(rest):
                    return True
    return False


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    i = 0
    while i < len(tokens):
        n = tokens[i]
        if i + 1 + 2 * n > len(tokens):
            return
        cards = tuple(sorted((tokens[i + 1 + 2 * k], tokens[i + 2 + 2 * k]) for k in range(n)))
        i += 1 + 2 * n
        print("Takahashi" if wins(cards) else "Aoki")


if __name__ == "__main__":
    main()
