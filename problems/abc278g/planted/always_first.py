#!/usr/bin/env python3
"""Planted wrong strategy: always `First`; the mirror when it can open one, else the leftmost
legal run (right only where the first player wins)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import leftmost, play


def move(row, n, l, r, last):
    if last is None:
        for y in range(l, min(r, n) + 1):
            if (n - y) % 2 == 0:
                return (n - y) // 2 + 1, y
        return leftmost(row, n, l, r)
    a, b = last
    x = n + 2 - a - b
    if all(row[x:x + b]):
        return x, b
    return leftmost(row, n, l, r)


play(lambda n, l, r: True, move)
