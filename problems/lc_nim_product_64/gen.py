#!/usr/bin/env python3
"""Inputs of Library Checker's eight kinds of nim_product_64 tests, written from the
problem's public description of them: `python3 problems/lc_nim_product_64/gen.py KIND [T]
[SEED] > case.in` (T defaults to Library Checker's size for the kind; SEED to 1).

- `example`: the statement's example (11 pairs: 5 with 0..=8, 3141 5926, 2^64 - 1 twice);
- `random`, `random_few`: T = 10^6 or 10^5 pairs of uniform 64-bit values;
- `small`, `small_few`: T = 10^6 or 10^5 pairs `(a, s - a)` for s = 0, 1, 2, ... and a =
  0..=s, in that order (every pair with a small sum);
- `large`, `large_few`: the same pairs subtracted from 2^64 - 1 (every pair near the top);
- `power_of_two`: all 64 * 64 pairs `(2^i, 2^j)`.

The expected outputs come from `oracle.py`, never from the binary.
"""
import random
import sys

SIZES = {"example": 11, "random": 10**6, "random_few": 10**5, "small": 10**6,
         "small_few": 10**5, "large": 10**6, "large_few": 10**5, "power_of_two": 64 * 64}
MAX = (1 << 64) - 1


def by_sum():
    s = 0
    while True:
        for a in range(s + 1):
            yield a, s - a
        s += 1


def pairs(kind, count, seed):
    if kind == "example":
        return [(5, b) for b in range(9)] + [(3141, 5926), (MAX, MAX)]
    if kind.startswith("random"):
        rng = random.Random(seed)
        return [(rng.getrandbits(64), rng.getrandbits(64)) for _ in range(count)]
    if kind.startswith("small") or kind.startswith("large"):
        source = by_sum()
        chosen = [next(source) for _ in range(count)]
        if kind.startswith("large"):
            chosen = [(MAX - a, MAX - b) for a, b in chosen]
        return chosen
    if kind == "power_of_two":
        return [(1 << i, 1 << j) for i in range(64) for j in range(64)]
    sys.exit(f"error: no kind '{kind}': one of {', '.join(SIZES)}")


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in SIZES:
        sys.exit(f"usage: gen.py KIND [T] [SEED]; KIND one of {', '.join(SIZES)}")
    kind = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else SIZES[kind]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    chosen = pairs(kind, count, seed)
    out = [f"{len(chosen)}\n"] + [f"{a} {b}\n" for a, b in chosen]
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
