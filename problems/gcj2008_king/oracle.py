#!/usr/bin/env python3
"""Expected outputs for gcj2008_king (GCJ 2008 King), computed without the workspace's code.

Reads `N` and N boards (`R C`, R rows of `.`, `#`, `K`) and writes `Case #X: A` if Alice,
who moves the king first, wins, else `Case #X: B`.

Boards of at most 20 unburned squares: exhaustive play (a position, the visited set and the
king's square, wins iff some move to an unvisited unburned neighbour reaches a losing one).
Larger boards: Alice wins iff the start is in every maximum matching, iff the graph has a
larger matching than the graph without the start; each matching number from the rank of the
Tutte matrix with random entries modulo the prime p = 2^61 - 1 (Lovasz: the rank is twice the
matching number; never too high, and too low with probability at most V / p < 10^-16, by
Schwartz-Zippel, for one draw; three draws, the largest rank taken, cost three times as much
and changed no answer).

Usage: python3 problems/gcj2008_king/oracle.py < case.in > case.out
"""
import random
import sys
from functools import lru_cache

P = (1 << 61) - 1


def graph(board):
    r, c = len(board), len(board[0]) if board else 0
    cells = [(i, j) for i in range(r) for j in range(c) if board[i][j] != '#']
    index = {cell: k for k, cell in enumerate(cells)}
    adj = [[] for _ in cells]
    for (i, j), k in index.items():
        for di in (-1, 0, 1):
            for dj in (-1, 0, 1):
                other = index.get((i + di, j + dj))
                if (di or dj) and other is not None:
                    adj[k].append(other)
    start = next(k for k, (i, j) in enumerate(cells) if board[i][j] == 'K')
    return adj, start


def by_play(adj, start):
    @lru_cache(maxsize=None)
    def wins(visited, at):
        return any(not wins(visited | 1 << to, to) for to in adj[at] if not visited >> to & 1)

    return wins(1 << start, start)


def rank_mod_p(matrix):
    rank = 0
    rows = [row[:] for row in matrix]
    n = len(rows)
    for col in range(n):
        pivot = next((i for i in range(rank, n) if rows[i][col]), None)
        if pivot is None:
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        # Rows from `rank` on are 0 left of `col`: only their columns from `col` on change.
        top = rows[rank]
        inverse = pow(top[col], P - 2, P)
        tail = [x * inverse % P for x in top[col:]]
        for i in range(rank + 1, n):
            row = rows[i]
            f = row[col]
            if f:
                row[col:] = [(a - f * b) % P for a, b in zip(row[col:], tail)]
        rank += 1
    return rank


def matching_number(adj, left_out, rng):
    vertices = [v for v in range(len(adj)) if v != left_out]
    position = {v: k for k, v in enumerate(vertices)}
    t = [[0] * len(vertices) for _ in vertices]
    for v in vertices:
        for w in adj[v]:
            if v < w and w != left_out:
                x = rng.randrange(1, P)
                t[position[v]][position[w]] = x
                t[position[w]][position[v]] = P - x
    return rank_mod_p(t) // 2


def alice_wins(board, rng):
    adj, start = graph(board)
    if len(adj) <= 20:
        return by_play(adj, start)
    return matching_number(adj, -1, rng) > matching_number(adj, start, rng)


def main():
    rng = random.Random(2008)
    tokens = sys.stdin.read().split()
    if not tokens:
        return
    cases, pos, out = int(tokens[0]), 1, []
    for case in range(1, cases + 1):
        if pos + 2 > len(tokens):
            break
        r, c = int(tokens[pos]), int(tokens[pos + 1])
        pos += 2
        rows = r if c > 0 else 0
        if pos + rows > len(tokens):
            break
        board = tokens[pos:pos + rows]
        pos += rows
        out.append(f"Case #{case}: {'A' if alice_wins(board, rng) else 'B'}\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
