#!/usr/bin/env python3
"""cf1914e2's expected outputs, computed apart from the Rust code:

    python3 problems/cf1914e2/oracle.py < testcases/cf1914e2/<case>.in > testcases/cf1914e2/<case>.out

Up to 12 colours: a minimax over the sets of colours left (every order of picks, memoised);
more: the exchange argument's order (decreasing a_i + b_i) in Python integers. `t` cases of
`n`, the a_i, the b_i; an incomplete last case prints nothing.
"""
import sys
from functools import lru_cache


def score(a, b):
    n = len(a)
    if n <= 12:
        @lru_cache(maxsize=None)
        def best(left, alice):
            if not left:
                return 0
            values = []
            for i in range(n):
                if left >> i & 1:
                    rest = best(left & ~(1 << i), not alice)
                    values.append(rest + a[i] - 1 if alice else rest - b[i] + 1)
            return max(values) if alice else min(values)
        return best((1 << n) - 1, True)
    order = sorted(range(n), key=lambda i: -(a[i] + b[i]))
    return sum(a[i] - 1 if k % 2 == 0 else -(b[i] - 1) for k, i in enumerate(order))


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    if not tokens:
        return
    i = 1
    for _ in range(tokens[0]):
        if i >= len(tokens) or i + 1 + 2 * tokens[i] > len(tokens):
            return
        n = tokens[i]
        a, b = tokens[i + 1:i + 1 + n], tokens[i + 1 + n:i + 1 + 2 * n]
        i += 1 + 2 * n
        print(score(a, b))


if __name__ == "__main__":
    main()
