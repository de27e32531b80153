#!/usr/bin/env python3
"""cf1823e's expected outputs, computed apart from the Rust code:

    python3 problems/cf1823e/oracle.py < testcases/cf1823e/<case>.in > testcases/cf1823e/<case>.out

Cases `n l r` and n edges to the end of the input (an incomplete last case prints nothing).
With n <= 14, a game-tree search over the sets of vertices left (a move erases a connected set
of l..=r of them, found by walking the edges); otherwise the cycles by a walk and the
editorial's values floor(c / l) for l <= c <= l + r - 1, else 0, in Python's big integers.
"""
import sys


def search(n, l, r, edges):
    adjacent = [[] for _ in range(n)]
    for u, v in edges:
        adjacent[u - 1].append(v - 1)
        adjacent[v - 1].append(u - 1)
    wins = [False] * (1 << n)
    for mask in range(1, 1 << n):
        sets = set()
        for v in range(n):
            if not mask >> v & 1:
                continue
            for first in adjacent[v]:
                s, prev, cur = 1 << v, v, first
                while True:
                    sets.add(s)
                    if not mask >> cur & 1 or s >> cur & 1:
                        break
                    s |= 1 << cur
                    prev, cur = cur, next(w for w in adjacent[cur] if w != prev)
        wins[mask] = any(l <= bin(s).count("1") <= r and not wins[mask & ~s] for s in sets)
    return wins[(1 << n) - 1]


def closed_form(n, l, r, edges):
    adjacent = [[] for _ in range(n)]
    for u, v in edges:
        adjacent[u - 1].append(v - 1)
        adjacent[v - 1].append(u - 1)
    seen, total = [False] * n, 0
    for start in range(n):
        if seen[start]:
            continue
        c, prev, cur = 0, -1, start
        while not seen[cur]:
            seen[cur] = True
            c += 1
            a, b = adjacent[cur]
            prev, cur = cur, (a if a != prev else b)
        total ^= c // l if l <= c <= l + r - 1 else 0
    return total != 0


def main():
    tokens = [int(t) for t in sys.stdin.read().split()]
    pos = 0
    while pos + 3 <= len(tokens):
        n, l, r = tokens[pos : pos + 3]
        if pos + 3 + 2 * n > len(tokens):
            break
        flat = tokens[pos + 3 : pos + 3 + 2 * n]
        edges = list(zip(flat[0::2], flat[1::2]))
        pos += 3 + 2 * n
        wins = search(n, l, r, edges) if n <= 14 else closed_form(n, l, r, edges)
        print("Alice" if wins else "Bob")


if __name__ == "__main__":
    main()
