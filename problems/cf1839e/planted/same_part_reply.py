#!/usr/bin/env python3
"""Planted wrong player: the right side, but as `Second` it answers with the first other
positive value, not one from the other part: on 1 4 2 3 the judge's 4 is answered by the 1
of its own part, and 3 2 3 has no equal split."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import first_positive, play, split

play(lambda values: split(values) is None, lambda values, part, i: first_positive(values, i))
