#!/usr/bin/env python3
"""hdu1730's expected outputs, independently of the binary: cases `n m` and n rows `T J` to
the end of input (an incomplete last case prints nothing). Small boards (m <= 6 and n <= 2,
or m <= 4 and n <= 3) by retrograde analysis of the board itself (pieces slide back and forth,
so the game graph has cycles: solve from the positions without a move back); larger ones by
Bouton on the gaps |T - J| - 1, in big integers."""
import sys
from collections import deque
from functools import lru_cache
from itertools import product


@lru_cache(maxsize=None)
def retrograde(m, n):
    rows = [(t, j) for t in range(1, m + 1) for j in range(1, m + 1) if t != j]
    states = [(board, tom) for board in product(rows, repeat=n) for tom in (True, False)]

    def moves(state):
        board, tom = state
        for i, (t, j) in enumerate(board):
            mine, theirs = (t, j) if tom else (j, t)
            side = range(1, theirs) if mine < theirs else range(theirs + 1, m + 1)
            for to in side:
                if to != mine:
                    row = (to, j) if tom else (t, to)
                    yield (board[:i] + (row,) + board[i + 1:], not tom)

    preds = {s: [] for s in states}
    left = {}
    result = {}
    queue = deque()
    for s in states:
        nxt = list(moves(s))
        left[s] = len(nxt)
        for x in nxt:
            preds[x].append(s)
        if not nxt:
            result[s] = False
            queue.append(s)
    while queue:
        s = queue.popleft()
        for p in preds[s]:
            if p in result:
                continue
            if not result[s]:
                result[p] = True
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    result[p] = False
                    queue.append(p)
    return result


def tom_wins(m, board):
    n = len(board)
    for t, j in board:
        assert t != j and 1 <= t <= m and 1 <= j <= m
    if (m <= 6 and n <= 2) or (m <= 4 and n <= 3):
        return retrograde(m, n)[(tuple(board), True)]
    total = 0
    for t, j in board:
        total ^= abs(t - j) - 1
    return total != 0


def main():
    tokens = [int(x) for x in sys.stdin.buffer.read().split()]
    out = []
    i = 0
    while i + 1 < len(tokens):
        n, m = tokens[i], tokens[i + 1]
        i += 2
        if i + 2 * n > len(tokens):
            break
        board = [(tokens[i + 2 * r], tokens[i + 2 * r + 1]) for r in range(n)]
        i += 2 * n
        out.append("I WIN!" if tom_wins(m, board) else "BAD LUCK!")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
