#!/usr/bin/env python3
"""Expected outputs for luogu_p4055 ([JSOI2009] 游戏), computed without the workspace's code.

Reads grids (`N M` and N rows) until the end of the input and writes each one's answer:
`WIN` and AA's winning starts `row col` (1-based, row-major), or `LOSE`. AA places the token
and YY moves first, so AA wins from a start iff the player to move there loses.

Grids of at most 20 free cells: exhaustive play (a position, the visited set and the token's
cell, wins iff some move to an unvisited free neighbour reaches a losing one). Larger grids:
by the matching theorem, one cell at a time: a maximum matching M by Kuhn's augmenting paths;
a cell free in M wins for AA; a matched cell v wins for AA iff the graph without v still has a
matching as large, i.e. iff M less v's pair has an augmenting path from v's mate avoiding v.

Usage: python3 problems/luogu_p4055/oracle.py < case.in > case.out
"""
import sys
from functools import lru_cache


def neighbours_of(grid):
    n, m = len(grid), len(grid[0]) if grid else 0
    cells = [(r, c) for r in range(n) for c in range(m) if grid[r][c] == '.']
    index = {cell: i for i, cell in enumerate(cells)}
    adj = [[] for _ in cells]
    for (r, c), i in index.items():
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            j = index.get((r + dr, c + dc))
            if j is not None:
                adj[i].append(j)
    return cells, adj


def by_play(adj):
    @lru_cache(maxsize=None)
    def wins(visited, at):
        return any(not wins(visited | 1 << to, to) for to in adj[at] if not visited >> to & 1)

    return [not wins(1 << v, v) for v in range(len(adj))]


def by_matching(cells, adj):
    count = len(cells)
    mate = [-1] * count

    def augment(root, banned):
        # Breadth-first alternating search from the free (even) vertex root, bipartite graph.
        parent = {root: None}
        queue = [root]
        for u in queue:
            for v in adj[u]:
                if v == banned or v in parent:
                    continue
                parent[v] = u
                if mate[v] == -1:
                    # flip the path root .. u -> v
                    while v is not None:
                        u = parent[v]
                        nxt = mate[u]
                        mate[u], mate[v] = v, u
                        v = nxt if u != root else None
                    return True
                w = mate[v]
                if w != banned and w not in parent:
                    parent[w] = v
                    queue.append(w)
        return False

    black = [i for i, (r, c) in enumerate(cells) if (r + c) % 2 == 0]
    for u in black:
        augment(u, -1)
    aa_wins = []
    for v in range(count):
        if mate[v] == -1:
            aa_wins.append(True)
            continue
        saved = mate[:]
        w = mate[v]
        mate[v] = mate[w] = -1
        # w free in G - v: a matching as large iff an augmenting path from w avoids v.
        # The search must start on w's side: parent links alternate from w.
        aa_wins.append(augment(w, v))
        mate[:] = saved
    return aa_wins


def answer(grid):
    cells, adj = neighbours_of(grid)
    wins = by_play(adj) if len(cells) <= 20 else by_matching(cells, adj)
    lines = [f"{r + 1} {c + 1}" for (r, c), w in zip(cells, wins) if w]
    return "WIN\n" + "".join(line + "\n" for line in lines) if lines else "LOSE\n"


def main():
    tokens = sys.stdin.read().split()
    out = []
    pos = 0
    while pos + 2 <= len(tokens):
        n, m = int(tokens[pos]), int(tokens[pos + 1])
        pos += 2
        rows = n if m > 0 else 0
        if pos + rows > len(tokens):
            break
        grid = tokens[pos:pos + rows]
        pos += rows
        out.append(answer(grid))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
