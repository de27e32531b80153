#!/usr/bin/env python3
"""Planted wrong strategy: the right opening, then the mirror off by one, (N + 1 - a - b, b)
instead of (N + 2 - a - b, b); when that is not legal, the leftmost legal run."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import leftmost, play


def opening(n, l, r):
    for y in range(l, min(r, n) + 1):
        if (n - y) % 2 == 0:
            return (n - y) // 2 + 1, y
    return None


def move(row, n, l, r, last):
    if last is None:
        return opening(n, l, r) or leftmost(row, n, l, r)
    a, b = last
    x = n + 1 - a - b
    if x >= 1 and all(row[x:x + b]):
        return x, b
    return leftmost(row, n, l, r)


play(lambda n, l, r: True, move)
