#!/usr/bin/env python3
"""hdu1525's expected outputs, independently of the binary: lines `a b` until `0 0` (or the
end; an incomplete last line prints nothing). Pairs below 200 by game-tree search over every
subtraction of a multiple of the smaller number; larger ones by the golden-ratio rule in big
integers (with a >= b > 0 the mover wins iff a == b or a^2 > ab + b^2)."""
import sys
from functools import lru_cache

sys.setrecursionlimit(10000)


@lru_cache(maxsize=None)
def search(large, small):
    left = large
    while left >= small:
        left -= small
        if left == 0 or not search(max(left, small), min(left, small)):
            return True
    return False


def wins(a, b):
    large, small = max(a, b), min(a, b)
    if large < 200:
        return search(large, small)
    return large == small or large * large > large * small + small * small


def main():
    tokens = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(tokens) - 1, 2):
        a, b = int(tokens[i]), int(tokens[i + 1])
        if a == 0 and b == 0:
            break
        assert a > 0 and b > 0, f"line {a} {b}"
        out.append("Stan wins" if wins(a, b) else "Ollie wins")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
