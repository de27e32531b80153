#!/usr/bin/env python3
"""Planted wrong strategy: `First`, then always the leftmost legal run of the shortest length."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import leftmost, play

play(lambda n, l, r: True, lambda row, n, l, r, last: leftmost(row, n, l, r))
