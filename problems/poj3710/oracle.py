#!/usr/bin/env python3
"""poj3710's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/poj3710/oracle.py < testcases/poj3710/<case>.in > testcases/poj3710/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    i = 0
    while i < len(tokens):
        graphs, i, total = tokens[i], i + 1, 0
        for _ in range(graphs):
            if i + 2 > len(tokens) or i + 2 + 2 * tokens[i + 1] > len(tokens):
                return
            count, k = tokens[i], tokens[i + 1]
            edges = pairs(tokens[i + 2:i + 2 + 2 * k])
            total ^= hackenbush_search(edges, 1) if k <= 10 else fusion_value(count, edges, 1)
            i += 2 + 2 * k
        print("Sally" if total else "Harry")


def main():
    answers(numbers())


if __name__ == "__main__":
    main()
