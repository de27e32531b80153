#!/usr/bin/env python3
"""Planted wrong strategy: the right side, but it splits off the lowest bit, (lowbit, rest):
both parts still have an odd count of ones, so it never hands Bob a win, but Bob can make it
play past its 63 breaks."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ones, play

play(lambda n: ones(n) % 2 == 0, lambda p: (p & -p, p ^ (p & -p)))
