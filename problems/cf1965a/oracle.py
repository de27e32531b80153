#!/usr/bin/env python3
"""cf1965a's expected outputs, computed apart from the Rust code:

    python3 problems/cf1965a/oracle.py < testcases/cf1965a/<case>.in > testcases/cf1965a/<case>.out

Per case, a game-tree search over the sorted distinct sizes left (only they matter: equal piles
move together) when the largest is at most 40; otherwise by the editorial's reasoning, run
from the top: the player facing the largest distinct size wins; below it, a gap of more than
one lets the player facing it choose, a step of one hands the turn over.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(sizes):
    if not sizes:
        return False
    return any(not wins(tuple(s - k for s in sizes if s > k)) for k in range(1, sizes[0] + 1))


def first_wins(sizes):
    """sizes: sorted distinct. The player facing size i (after the ones below are gone) wins
    at the last size (take it all), at a gap of more than one (take all but one, or all, as
    needed), and at a step of one iff the player facing the next size loses."""
    win = True
    for i in range(len(sizes) - 2, -1, -1):
        gap = sizes[i] - (sizes[i - 1] if i > 0 else 0)
        win = True if gap > 1 else not win
    return win


def check():
    from itertools import combinations

    for count in range(1, 6):
        for sizes in combinations(range(1, 12), count):
            assert wins(sizes) == first_wins(list(sizes)), sizes


def main():
    check()
    tokens = [int(t) for t in sys.stdin.read().split()]
    count, pos = (tokens[0], 1) if tokens else (0, 0)
    for _ in range(count):
        if pos >= len(tokens):
            break
        n = tokens[pos]
        if pos + 1 + n > len(tokens):
            break
        sizes = sorted(set(tokens[pos + 1 : pos + 1 + n]))
        pos += 1 + n
        first = wins(tuple(sizes)) if sizes[-1] <= 40 else first_wins(sizes)
        print("Alice" if first else "Bob")


if __name__ == "__main__":
    main()
