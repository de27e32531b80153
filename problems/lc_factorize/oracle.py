#!/usr/bin/env python3
"""Expected outputs of lc_factorize, computed without the Rust code: `python3
problems/lc_factorize/oracle.py < case.in > case.out`.

Trial division by every d up to 10^4, then Miller-Rabin on the first twelve prime bases
(deterministic below 3.3 * 10^24) and Pollard's rho in Floyd's form (a gcd every step), in
Python's big integers. Reads `Q` and `Q` numbers as the binary does (stops at the end of the
input); prints `k` and the `k` prime factors in increasing order.

What it claims (testcases/check_oracles.py runs it on these in CI): the hand-made cases
(`u64-max-and-edges`, `count-stops-early`, `crlf-tabs-blank-lines`). Not Library Checker's 31
official tests, `UNCLAIMED` below: their inputs and outputs are the judge's own, proven by the
sha256 sums of its hash.json (`official.sha256`) in `tests/official.rs`; this oracle agreed
with every one of them when they were added (35 s of Python), and can be run on one by hand.
"""
import os
import sys
from math import gcd

HERE = os.path.dirname(os.path.abspath(__file__))


def official_tests():
    """The cases named in official.sha256, each with where its proof is."""
    with open(os.path.join(HERE, "official.sha256"), encoding="utf-8") as sums:
        names = [line.split()[1] for line in sums if line.strip()]
    why = "Library Checker's official tests, proven by official.sha256 in tests/official.rs"
    return {name[:-len(".in")]: why for name in names if name.endswith(".in")}


UNCLAIMED = official_tests()

BASES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]


def is_prime(n):
    if n < 2:
        return False
    for p in BASES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in BASES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def floyd_rho(n):
    """A factor of the odd composite n other than 1 and n."""
    c = 1
    while True:
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = gcd(abs(x - y), n)
        if d != n:
            return d
        c += 1


def factors(n):
    """The prime factors of n >= 1 with multiplicity, in increasing order."""
    found, d = [], 2
    while d < 10**4 and d * d <= n:
        while n % d == 0:
            found.append(d)
            n //= d
        d += 1
    stack = [n] if n > 1 else []
    while stack:
        m = stack.pop()
        if m < 10**8 or is_prime(m):  # no factor below 10^4: m < 10^8 is prime
            found.append(m)
        else:
            d = floyd_rho(m)
            stack += [d, m // d]
    return sorted(found)


def main():
    tokens = sys.stdin.buffer.read().split()
    if not tokens:
        return
    count = int(tokens[0])
    out = []
    for token in tokens[1:1 + count]:
        found = factors(int(token))
        out.append(" ".join(map(str, [len(found)] + found)) + "\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
