#!/usr/bin/env python3
"""Expected output of abc368f (the divisor game), computed without the Rust code.

Cases N then N numbers, to the end of the input (an incomplete last case prints nothing).
Numbers up to 2000: Grundy values by game-tree search (the mex over every proper divisor).
Larger numbers: Omega, the prime factors counted with multiplicity, by trial division below
10^12 and above it by Miller-Rabin on the first twelve prime bases (deterministic below
3.3 * 10^24) and Pollard's rho in Floyd's form, in Python's big integers.
Usage: python3 oracle.py < case.in > case.out
"""
import sys
from functools import lru_cache
from math import gcd

SEARCH = 2000


@lru_cache(maxsize=None)  # one search per process, however many cases it reads
def searched_values(limit):
    values = [0] * (limit + 1)
    for n in range(2, limit + 1):
        reached = {values[d] for d in range(1, n) if n % d == 0}
        values[n] = next(v for v in range(len(reached) + 1) if v not in reached)
    return values


def is_prime(n):
    bases = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    if n < 2:
        return False
    for p in bases:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in bases:
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
    if n % 2 == 0:
        return 2
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


def omega(n):
    if n < 10**12:
        count, d = 0, 2
        while d * d <= n:
            while n % d == 0:
                n, count = n // d, count + 1
            d += 1
        return count + (n > 1)
    if is_prime(n):
        return 1
    d = floyd_rho(n)
    return omega(d) + omega(n // d)


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    values = searched_values(SEARCH)
    pos = 0
    while pos < len(tokens):
        n = tokens[pos]
        if pos + 1 + n > len(tokens):
            break
        numbers = tokens[pos + 1 : pos + 1 + n]
        pos += 1 + n
        total = 0
        for a in numbers:
            total ^= values[a] if a <= SEARCH else omega(a)
        print("Anna" if total else "Bruno")


if __name__ == "__main__":
    main()
