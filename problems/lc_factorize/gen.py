#!/usr/bin/env python3
"""Library Checker's official factorize inputs, rebuilt offline: `python3
problems/lc_factorize/gen.py NAME SEED > NAME_SEED.in`, or `gen.py --list` for the 31 tests
(`NAME SEED` a line, as Library Checker's info.toml numbers them).

Ported from library-checker-problems (number_theory/factorize/gen/*.cpp and common/random.h,
read at commit 04c8de37), not copied: the generator of each kind with its seed, and its
random numbers by the same xoshiro256** seeded by splitmix64, so the bytes are the judge's.
`problems/library_checker.sh` proves it by the sha256 of every input and output in
`official.sha256` (the repository's hash.json). MAX_Q = 100, MAX_A = 10^18 (info.toml).

- `example`, `fixed_RNG_buster`: fixed files (the statement's 1..10; 124376107291);
- `small`: 100 * seed + 1 ... + 100; `max`: 10^18 - 100 * seed - i for i < 100;
- `random`: Q and every a uniform; `pow2`: Q uniform, squares of uniform a <= 10^9;
- `big2`: products of two uniform primes in [10^9 - 10^6, 10^9];
- `big2_worse`: of 2000 such products, the 100 on which Floyd's rho with a gcd a step (the
  generator's own, restarting from x = 1, 2, ... with x^2 + 1) takes most steps;
- `big_semiprime_gen`: a uniform prime s in [10^8, 10^9] times the largest prime t <= 10^18 / s;
- `big_semiprime_random`: uniform a in [10^18 - 10^9, 10^18] until a = p q, primes, p / q < 100;
- `prime_test_special`, `prime_test_special_bug`: strong pseudoprimes and Miller-Rabin bases
  (from miller-rabin.appspot.com) with their neighbours and doubles;
- `carmichael`: the 100 largest Carmichael numbers (6k + 1)(12k + 1)(18k + 1) below 10^18;
- `hack00`: 4033 and 4681; `4295098369`, `999381247093216751`: that number 100 times.
"""
import os
import sys
from math import gcd, isqrt

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import factors, is_prime  # noqa: E402

MAX_Q, MAX_A = 100, 10**18
MASK = (1 << 64) - 1
TESTS = [("example", 1), ("small", 3), ("random", 3), ("max", 1), ("big2", 3),
         ("big2_worse", 1), ("big_semiprime_gen", 2), ("big_semiprime_random", 2), ("pow2", 3),
         ("999381247093216751", 1), ("prime_test_special", 4), ("prime_test_special_bug", 3),
         ("hack00", 1), ("carmichael", 1), ("4295098369", 1), ("fixed_RNG_buster", 1)]


class Random:
    """xoshiro256**, seeded by four rounds of splitmix64 (library-checker's common/random.h)."""

    def __init__(self, seed):
        self.s = []
        for _ in range(4):
            seed = (seed + 0x9E3779B97F4A7C15) & MASK
            z = seed
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            self.s.append(z ^ (z >> 31))

    def next(self):
        s = self.s
        rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & MASK  # noqa: E731
        result = (rotl((s[1] * 5) & MASK, 7) * 9) & MASK
        t = (s[1] << 17) & MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def uniform(self, lower, upper):
        """Uniform in [lower, upper]: masked draws, the ones past the range thrown away."""
        upper_offset = upper - lower
        if upper_offset & (upper_offset + 1) == 0:
            return lower + (self.next() & upper_offset)
        mask = (1 << upper_offset.bit_length()) - 1
        while True:
            r = self.next() & mask
            if r <= upper_offset:
                return lower + r


def primes_between(low, high):
    """The primes in [low, high], by a segmented sieve."""
    sieve = bytearray([1]) * (high - low + 1)
    for i in range(2, isqrt(high) + 1):
        start = max(i * i, (low + i - 1) // i * i)
        sieve[start - low::i] = bytes(len(range(start - low, len(sieve), i)))
    return [low + i for i, flag in enumerate(sieve) if flag and low + i >= 2]


def floyd_steps(n):
    """Steps of big2_worse.cpp's `pollard(n)`: Floyd's rho with a gcd every step, recursive."""
    if n == 1:
        return 1
    if is_prime(n):
        return 1
    if n % 2 == 0:
        divisor, steps = 2, 1
    else:
        start, steps, divisor = 0, 0, None
        while divisor is None:
            start += 1
            x = start
            y = (x * x + 1) % n
            while True:
                steps += 1
                p = gcd(y - x + n, n)
                if p == n:
                    break
                if p != 1:
                    divisor = p
                    break
                x = (x * x + 1) % n
                y = (y * y + 1) % n
                y = (y * y + 1) % n
    if divisor == n:
        return steps
    return floyd_steps(divisor) + floyd_steps(n // divisor) + steps


SPECIALS = [341531, 291831, 126401071349994536, 1050535501, 336781006125, 9639812373923155,
            350269456337, 55245642489451, 141889084524735, 47636622961201, 31858317218647,
            21652684502221, 1122004669633, 7999252175582851, 4130806001517, 149795463772692060,
            186635894390467037, 3770579582154547, 3071837692357849, 585226005592931977,
            123635709730000, 9233062284813009, 43835965440333360, 761179012939631437,
            1263739024124850375, 325, 9375, 28178, 450775, 9780504, 1795265022]
SPECIALS_BUG = [1050535501, 336781006125, 9639812373923155, 350269456337, 55245642489451,
                141889084524735, 7999252175582851, 55245642489451, 47636622961201,
                31858317218647, 21652684502221, 1122004669633, 325, 9375, 28178, 450775,
                9780504, 1795265022, 123635709730000, 9233062284813009, 43835965440333360,
                761179012939631437, 1263739024124850375, 585226005592931977]


def neighbours(specials, reach):
    """Each number with its neighbours within `reach` and its double, kept in [1, MAX_A]."""
    found = []
    for x in specials:
        found += [x + diff for diff in range(-reach, reach + 1)] + [2 * x]
    return [x for x in found if 1 <= x <= MAX_A]


def carmichael():
    """The 100 largest (6k + 1)(12k + 1)(18k + 1) <= MAX_A with all three factors prime."""
    found, k = [], 1
    while (6 * k + 1) * (12 * k + 1) * (18 * k + 1) <= MAX_A:
        k += 1
    while len(found) < 100:
        k -= 1
        if all(is_prime(f) for f in (6 * k + 1, 12 * k + 1, 18 * k + 1)):
            found.append((6 * k + 1) * (12 * k + 1) * (18 * k + 1))
    return found


def numbers(name, seed):
    gen = Random(seed)
    if name == "example":
        return list(range(1, 11))
    if name == "fixed_RNG_buster":
        return [124376107291]
    if name == "small":
        return [seed * 100 + 1 + i for i in range(MAX_Q)]
    if name == "max":
        return [MAX_A - seed * MAX_Q - i for i in range(MAX_Q)]
    if name == "random":
        q = gen.uniform(1, MAX_Q)
        return [gen.uniform(1, MAX_A) for _ in range(q)]
    if name == "pow2":
        q = gen.uniform(1, MAX_Q)
        return [gen.uniform(1, 10**9) ** 2 for _ in range(q)]
    if name in ("big2", "big2_worse"):
        primes = primes_between(10**9 - 10**6, 10**9)
        k = len(primes)
        draws = MAX_Q if name == "big2" else 20 * MAX_Q
        chosen = []
        for _ in range(draws):
            p = primes[gen.uniform(0, k - 1)]  # the left factor is drawn first (g++)
            chosen.append(p * primes[gen.uniform(0, k - 1)])
        if name == "big2":
            return chosen
        ranked = sorted(((floyd_steps(x), x) for x in chosen), reverse=True)
        return [x for _, x in ranked[:MAX_Q]]
    if name == "big_semiprime_gen":
        chosen = []
        for _ in range(MAX_Q):
            s = gen.uniform(10**8, 10**9)
            while not is_prime(s):
                s = gen.uniform(10**8, 10**9)
            t = MAX_A // s
            while not is_prime(t):
                t -= 1
            chosen.append(s * t)
        return chosen
    if name == "big_semiprime_random":
        chosen, small = [], 1
        for p in primes_between(2, 10**4):
            small *= p
        while len(chosen) < MAX_Q:
            x = gen.uniform(MAX_A - 10**9, MAX_A)
            if gcd(x, small) > 1 or is_prime(x):
                continue  # a factor below 10^4 or one factor: not p q with p / q < 100
            found = factors(x)
            if len(found) == 2 and found[1] // found[0] < 100:
                chosen.append(x)
        return chosen
    if name in ("prime_test_special", "prime_test_special_bug"):
        found = neighbours(*((SPECIALS, 5) if name == "prime_test_special" else (SPECIALS_BUG, 10)))
        if name == "prime_test_special":
            return [found[(seed * MAX_Q + i) % len(found)] for i in range(MAX_Q)]
        return [found[seed * MAX_Q % len(found)]] * MAX_Q  # the generator's own: one number
    if name == "carmichael":
        return carmichael()
    if name == "hack00":
        return [4033, 4681]
    if name in ("4295098369", "999381247093216751"):
        return [int(name)] * MAX_Q
    sys.exit(f"error: no test named '{name}': one of {', '.join(n for n, _ in TESTS)}")


def main():
    if sys.argv[1:] == ["--list"]:
        sys.stdout.write("".join(f"{name} {seed}\n" for name, count in TESTS for seed in range(count)))
        return
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        sys.exit("usage: gen.py NAME SEED (gen.py --list for the official tests)")
    chosen = numbers(sys.argv[1], int(sys.argv[2]))
    sys.stdout.write("".join([f"{len(chosen)}\n"] + [f"{x}\n" for x in chosen]))


if __name__ == "__main__":
    main()
