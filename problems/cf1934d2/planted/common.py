"""The frame the planted wrong strategies of cf1934d2 share: the protocol, played right;
each file changes one decision (`side`, `split`). Not a solution: each must lose."""
import sys


def ones(p):
    return bin(p).count("1")


def top_split(p):
    top = 1 << (p.bit_length() - 1)
    return top, p ^ top


def play(side, split):
    read = sys.stdin.readline
    t = int(read())
    for _ in range(t):
        n = int(read())
        first = side(n)
        print("first" if first else "second", flush=True)
        if first:
            a, b = split(n)
            print(a, b, flush=True)
        while True:
            x, y = map(int, read().split())
            if (x, y) == (-1, -1):
                return
            if (x, y) == (0, 0):
                break
            # Keep a part with an even count of ones if there is one, else a breakable one.
            keep = [p for p in (x, y) if ones(p) % 2 == 0 and p] or [p for p in (x, y) if ones(p) >= 2]
            if not keep:
                print(0, 0, flush=True)
                return
            a, b = split(keep[0])
            print(a, b, flush=True)
