#!/usr/bin/env python3
"""Expected output of cf2004e (coprime Nim), computed without the Rust code.

Heaps up to 2000: Grundy values by game-tree search (the mex over every take y with
gcd(x, y) = 1). Larger heaps (up to 10^7): the rule by another road, the smallest prime
factor by trial division and the index of a prime by counting the primes of a sieve of
Eratosthenes up to it. Usage: python3 oracle.py < case.in > case.out
"""
import sys
from functools import lru_cache
from math import gcd, isqrt

SEARCH = 2000


@lru_cache(maxsize=None)  # one search per process, however many cases it reads
def searched_values(count):
    values = []
    for x in range(count):
        reached = {values[x - y] for y in range(1, x + 1) if gcd(x, y) == 1}
        values.append(next(v for v in range(x + 2) if v not in reached))
    return values


def prime_sieve(limit):
    sieve = bytearray([1]) * (limit + 1)
    sieve[0:2] = b"\x00\x00"
    for p in range(2, isqrt(limit) + 1):
        if sieve[p]:
            sieve[p * p :: p] = bytearray(len(range(p * p, limit + 1, p)))
    return sieve


def main():
    tokens = sys.stdin.read().split()
    values = searched_values(SEARCH)
    pos = 0
    t = int(tokens[pos]) if tokens else 0
    pos += 1
    cases = []
    for _ in range(t):
        if pos >= len(tokens):
            break
        n = int(tokens[pos])
        if pos + 1 + n > len(tokens):
            break
        cases.append([int(a) for a in tokens[pos + 1 : pos + 1 + n]])
        pos += 1 + n
    largest = max((a for heaps in cases for a in heaps), default=0)
    sieve = prime_sieve(largest) if largest >= SEARCH else None

    def value(x):
        if x < SEARCH:
            return values[x]
        if x % 2 == 0:
            return 0
        d = 3
        while d * d <= x and x % d:
            d += 2
        p = d if x % d == 0 else x
        return sieve[: p + 1].count(1)

    for heaps in cases:
        total = 0
        for a in heaps:
            total ^= value(a)
        print("Alice" if total else "Bob")


if __name__ == "__main__":
    main()
