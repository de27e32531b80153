"""The frame the planted wrong strategies of abc278g share: the protocol, played right; each
file decides the side and the moves its own (wrong) way. Not a solution: each must lose."""
import sys


def play(first, move):
    """`first(n, l, r)`: go first?; `move(row, n, l, r, last)`: (x, y) 1-based, or None."""
    read = sys.stdin.readline
    n, l, r = map(int, read().split())
    row = [True] * (n + 2)  # row[1..=n]
    row[0] = row[n + 1] = False
    last = None
    if first(n, l, r):
        print("First", flush=True)
    else:
        print("Second", flush=True)
        last = tuple(map(int, read().split()))
        if last in ((0, 0), (-1, -1)):
            return
        for c in range(last[0], last[0] + last[1]):
            row[c] = False
    while True:
        m = move(row, n, l, r, last)
        if m is None:
            print(0, 0, flush=True)
            return
        x, y = m
        for c in range(x, x + y):
            row[c] = False
        print(x, y, flush=True)
        last = tuple(map(int, read().split()))
        if last in ((0, 0), (-1, -1)):
            return
        for c in range(last[0], last[0] + last[1]):
            row[c] = False


def leftmost(row, n, l, r):
    for x in range(1, n + 1):
        for y in range(l, r + 1):
            if x + y - 1 <= n and all(row[x:x + y]):
                return x, y
    return None
