#!/usr/bin/env python3
"""Planted wrong player: always `Second`, answering with the first other positive value
(right only when the values split, and then only by luck)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import first_positive, play

play(lambda values: False, lambda values, part, i: first_positive(values, i))
