#!/usr/bin/env python3
"""hdu5795's expected outputs, independently of the binary: `T`, then cases `n` and n heaps
(an incomplete last case prints nothing). Heaps below 60 valued by the mex over every take and
every split into three non-empty heaps; larger ones by the period-8 rule, in big integers."""
import sys

LIMIT = 60
values = []
for n in range(LIMIT):
    reached = {values[k] for k in range(n)}
    for a in range(1, n // 3 + 1):
        for b in range(a, (n - a) // 2 + 1):
            reached.add(values[a] ^ values[b] ^ values[n - a - b])
    g = 0
    while g in reached:
        g += 1
    values.append(g)


def value(h):
    if h < LIMIT:
        return values[h]
    return h - 1 if h % 8 == 0 else h + 1 if h % 8 == 7 else h


def main():
    tokens = [int(x) for x in sys.stdin.buffer.read().split()]
    out = []
    pos = 1
    for _ in range(tokens[0] if tokens else 0):
        if pos >= len(tokens):
            break
        n = tokens[pos]
        if pos + 1 + n > len(tokens):
            break
        total = 0
        for h in tokens[pos + 1:pos + 1 + n]:
            total ^= value(h)
        pos += 1 + n
        out.append("First player wins." if total else "Second player wins.")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
