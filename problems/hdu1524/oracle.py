#!/usr/bin/env python3
"""hdu1524's expected outputs, independently of the binary: cases `N`, N lines `X` and X
out-neighbours, queries `M` and M positions until `0` (the `0` may be missing at the end).
Graphs of up to 7 positions by game-tree search over the chessmen themselves; larger ones by
the mex of the successors' values, by recursion on the definition."""
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def main():
    tokens = [int(x) for x in sys.stdin.buffer.read().split()]
    pos = 0
    out = []

    def take():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    while pos < len(tokens):
        n = take()
        graph = []
        for _ in range(n):
            x = take()
            graph.append([take() for _ in range(x)])

        @lru_cache(maxsize=None)
        def wins(men):
            for i, v in enumerate(men):
                for to in graph[v]:
                    if not wins(tuple(sorted(men[:i] + (to,) + men[i + 1:]))):
                        return True
            return False

        @lru_cache(maxsize=None)
        def value(v):
            reached = {value(to) for to in graph[v]}
            g = 0
            while g in reached:
                g += 1
            return g

        while pos < len(tokens):
            m = take()
            if m == 0:
                break
            men = [take() for _ in range(m)]
            if n <= 7:
                win = wins(tuple(sorted(men)))
            else:
                total = 0
                for v in men:
                    total ^= value(v)
                win = total != 0
            out.append("WIN" if win else "LOSE")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
