#!/usr/bin/env python3
"""Planted wrong strategy: the right side, but it splits p as a sum, (p - 1, 1), which is a
XOR split only when p is odd."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ones, play

play(lambda n: ones(n) % 2 == 0, lambda p: (p - 1, 1))
