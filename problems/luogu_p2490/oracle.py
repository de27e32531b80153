#!/usr/bin/env python3
"""Expected output of luogu_p2490 ([SDOI2011] 黑白棋), computed without the Rust code.

Lines `n k d` to the end of the input. For n <= 12: every placement of the k pieces, judged
by a game-tree search of Nim_d over its gaps (each move lowers 1 to d gaps). Larger n: exact
integers (math.comb, no modulus until the end), the losing gap tuples counted pair by pair
with a state of (sum, each bit's count mod d + 1) for the gaps so far, which is a different
road from the snippet's bit-by-bit DP.
Usage: python3 oracle.py < case.in > case.out
"""
import sys
from functools import lru_cache
from itertools import combinations, product
from math import comb

MOD = 10**9 + 7


def search_count(n, k, d):
    @lru_cache(maxsize=None)
    def wins(gaps):
        indices = range(len(gaps))
        for size in range(1, d + 1):
            for chosen in combinations(indices, size):
                for lowered in product(*(range(gaps[i]) for i in chosen)):
                    nxt = list(gaps)
                    for i, v in zip(chosen, lowered):
                        nxt[i] = v
                    if not wins(tuple(sorted(nxt))):
                        return True
        return False

    won = 0
    for at in combinations(range(n), k):
        gaps = tuple(sorted(at[i + 1] - at[i] - 1 for i in range(0, k, 2)))
        won += wins(gaps)
    return won % MOD


def dp_count(n, k, d):
    pairs, slack = k // 2, n - k
    bits = max(1, slack.bit_length())
    q = d + 1
    # state: (sum, tuple of each bit's count mod q) -> ways, adding one gap at a time
    states = {(0, (0,) * bits): 1}
    for _ in range(pairs):
        nxt = {}
        for (total, counts), ways in states.items():
            for g in range(slack - total + 1):
                c = tuple((counts[b] + (g >> b & 1)) % q for b in range(bits))
                key = (total + g, c)
                nxt[key] = nxt.get(key, 0) + ways
        states = nxt
    lost = 0
    for (total, counts), ways in states.items():
        if all(c == 0 for c in counts):
            lost += ways * comb(slack - total + pairs, pairs)
    return (comb(n, k) - lost) % MOD


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    for i in range(0, len(tokens) - 2, 3):
        n, k, d = tokens[i : i + 3]
        print(search_count(n, k, d) if n <= 12 else dp_count(n, k, d))


if __name__ == "__main__":
    main()
