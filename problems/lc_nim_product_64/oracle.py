#!/usr/bin/env python3
"""lc_nim_product_64's expected outputs, computed apart from the Rust code (the searches: testcases/games.py):

    python3 problems/lc_nim_product_64/oracle.py < testcases/lc_nim_product_64/<case>.in > testcases/lc_nim_product_64/<case>.out
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testcases"))
from games import *  # noqa: E402,F403 (the searches and the token readers)


def answers(tokens):
    count, rest = (tokens[0], tokens[1:]) if tokens else (0, [])
    for a, b in pairs(rest)[:count]:
        print(nim_product(a, b))


if __name__ == "__main__":
    answers(numbers())
