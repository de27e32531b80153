#!/usr/bin/env python3
"""cf2027e1's expected outputs, computed apart from the Rust code:

    python3 problems/cf2027e1/oracle.py < testcases/cf2027e1/<case>.in > testcases/cf2027e1/<case>.out

Each pile (x, a) by a Grundy search over the submasks of x (every position is one; a mex over
every take d <= a that is a submask), when x has at most 14 ones; else by the editorial's
compression in Python's big integers. `t`, then `t` cases; an incomplete last case prints nothing.
"""
import sys


def searched(x, a):
    ones = [b for b in range(64) if x >> b & 1]
    values = {}
    for i in range(1 << len(ones)):
        y = sum(1 << ones[j] for j in range(len(ones)) if i >> j & 1)
        reached = set()
        d = y
        while d:
            if d <= a:
                reached.add(values[y - d])
            d = (d - 1) & y
        values[y] = next(v for v in range(len(reached) + 1) if v not in reached)
    return values[x]


def compressed(x, a):
    value, good = 0, False
    for b in reversed(range(max(x.bit_length(), a.bit_length()))):
        if x >> b & 1:
            value = value * 2 + (1 if good or a >> b & 1 else 0)
        elif a >> b & 1:
            good = True
    if value == 0:
        return 0
    k = value.bit_length() - 1
    if value == 2 ** (k + 1) - 1:
        return k + 1
    if value == 2 ** (k + 1) - 2:
        return 0
    if value == 2**k:
        return k ^ 1
    return k + 1


def value(x, a):
    return searched(x, a) if bin(x).count("1") <= 14 else compressed(x, a)


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    count, pos = (tokens[0], 1) if tokens else (0, 0)
    for _ in range(count):
        if pos >= len(tokens):
            break
        n = tokens[pos]
        if pos + 1 + 2 * n > len(tokens):
            break
        a = tokens[pos + 1 : pos + 1 + n]
        x = tokens[pos + 1 + n : pos + 1 + 2 * n]
        pos += 1 + 2 * n
        total = 0
        for ai, xi in zip(a, x):
            total ^= value(xi, ai)
        print("Alice" if total else "Bob")


if __name__ == "__main__":
    main()
