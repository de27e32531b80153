#!/usr/bin/env python3
"""Planted wrong player: always `First` (right only when the values have no equal split)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import play, right_reply

play(lambda values: True, right_reply)
