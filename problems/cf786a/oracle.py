#!/usr/bin/env python3
"""Expected output of cf786a (Berzerk) by a least-fixpoint iteration over the real moves.

Reads cases until the end of the input (n, k1 and Rick's steps, k2 and Morty's steps) and
prints two lines per case. A state is (object, player to move); round by round, a state whose
player can land the monster on object 1, or reach a state lost for the other player, is won;
a state all of whose moves reach states won for the other player is lost; what no round
decides is a loop. Labels of a round are read from a copy made before it. A case cut short
prints nothing. Shares nothing with the Rust code.
"""
import sys


def solve(n, steps):
    label = {}  # (object, player) -> "Win" / "Lose", objects 2..n
    states = [(o, p) for p in (0, 1) for o in range(2, n + 1)]
    while True:
        before = dict(label)
        for o, p in states:
            if (o, p) in before:
                continue
            results = []
            for x in steps[p]:
                target = (o - 1 + x) % n + 1
                if target == 1:
                    results.append("Lose")  # the other player faces the hole: lost
                else:
                    results.append(before.get((target, 1 - p)))
            if "Lose" in results:
                label[(o, p)] = "Win"
            elif all(r == "Win" for r in results):
                label[(o, p)] = "Lose"
        if label == before:
            break
    return [" ".join(label.get((o, p), "Loop") for o in range(2, n + 1)) for p in (0, 1)]


def main():
    tokens = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(tokens):
        n = int(tokens[pos])
        pos += 1
        steps = []
        for _ in range(2):
            if pos >= len(tokens):
                break
            k = int(tokens[pos])
            pos += 1
            if pos + k > len(tokens):
                pos = len(tokens) + 1
                break
            steps.append([int(t) for t in tokens[pos:pos + k]])
            pos += k
        if len(steps) < 2:
            break
        out.extend(solve(n, steps))
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
