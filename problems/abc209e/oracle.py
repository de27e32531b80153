#!/usr/bin/env python3
"""Expected output of abc209e (Shiritori) by a least-fixpoint iteration over the real words.

Reads cases until the end of the input (N, then N words) and prints one line per word. A
position is the last three letters said, with the player to move: round by round, a position
with a word leading to a position lost for the other player is won; one whose words all lead
to positions won for the other player (none at all included) is lost; what no round decides
is a draw. Labels of a round are read from a copy made before it. After Takahashi says s_i,
Aoki is to move at its last three letters. A case cut short prints nothing. Shares nothing
with the Rust code.
"""
import sys


def solve(words):
    moves = {}
    for w in words:
        moves.setdefault(w[:3], []).append(w[-3:])
        moves.setdefault(w[-3:], [])
    label = {}
    while True:
        before = dict(label)
        for u, targets in moves.items():
            if u in before:
                continue
            if any(before.get(t) == "lose" for t in targets):
                label[u] = "win"
            elif all(before.get(t) == "win" for t in targets):
                label[u] = "lose"
        if label == before:
            break
    names = {"win": "Aoki", "lose": "Takahashi", None: "Draw"}
    return [names[label.get(w[-3:])] for w in words]


def main():
    tokens = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(tokens):
        n = int(tokens[pos])
        pos += 1
        if pos + n > len(tokens):
            break
        words = [t.decode() for t in tokens[pos:pos + n]]
        pos += n
        out.extend(solve(words))
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
