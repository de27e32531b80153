#!/usr/bin/env python3
"""Planted wrong strategy: always `first` (right only when n has an even count of ones)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import play, top_split

play(lambda n: True, lambda p: top_split(p) if bin(p).count("1") >= 2 else (0, 0))
