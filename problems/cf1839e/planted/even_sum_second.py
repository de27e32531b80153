#!/usr/bin/env python3
"""Planted wrong player: `Second` iff the sum is even (an even sum is not enough: 1 1 4),
then the right reply where a split exists, else the first other positive value."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import first_positive, play, right_reply

play(
    lambda values: sum(values) % 2 == 1,
    lambda values, part, i: right_reply(values, part, i) if part else first_positive(values, i),
)
