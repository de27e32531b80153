#!/usr/bin/env python3
"""Expected outputs of lc_nim_product_64, independent of the snippets: `python3
problems/lc_nim_product_64/oracle.py < case.in > case.out`.

The nim product below 16 from its definition, `a * b = mex { a' * b ^ a * b' ^ a' * b' :
a' < a, b' < b }`; above, by halves, schoolbook (four products of halves, no Karatsuba): with
`X = 2^half` and `X * X = X ^ 2^(half - 1)`, `(a1 X + a0)(b1 X + b0) = (a1 b1 + a1 b0 + a0 b1) X
+ a0 b0 + a1 b1 2^(half - 1)`. Python integers, memoised; about 0.2 ms a random product.
Reads `T` and `T` pairs as the binary does (stops at the end of the input).
"""
import sys
from functools import lru_cache


def mex_table(size):
    table = [[0] * size for _ in range(size)]
    for a in range(size):
        for b in range(size):
            seen = {table[x][b] ^ table[a][y] ^ table[x][y] for x in range(a) for y in range(b)}
            table[a][b] = next(v for v in range(len(seen) + 1) if v not in seen)
    return table


SMALL = mex_table(16)


@lru_cache(maxsize=1 << 20)
def nim_product(a, b, bits=64):
    if bits == 4:
        return SMALL[a][b]
    half = bits // 2
    mask = (1 << half) - 1
    a0, a1, b0, b1 = a & mask, a >> half, b & mask, b >> half
    high = nim_product(a1, b1, half)
    middle = nim_product(a1, b0, half) ^ nim_product(a0, b1, half)
    low = nim_product(a0, b0, half)
    return ((high ^ middle) << half) | (low ^ nim_product(high, 1 << (half - 1), half))


def main():
    tokens = sys.stdin.buffer.read().split()
    if not tokens:
        return
    count = int(tokens[0])
    values = [int(token) for token in tokens[1:1 + 2 * count]]
    out = [str(nim_product(a, b)) for a, b in zip(values[0::2], values[1::2])]
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
