"""The frame the planted wrong players of cf1839e share: the protocol, played right; each
file changes one decision (`first`, `reply`). Not a solution: each must lose."""
import sys


def split(values):
    """An equal-sum split (a set of indices), or None."""
    total = sum(values)
    if total % 2:
        return None
    by = {0: None}
    for k, v in enumerate(values):
        for s in sorted(by, reverse=True):
            if s + v <= total // 2 and s + v not in by:
                by[s + v] = (k, s)
    if total // 2 not in by:
        return None
    part, s = set(), total // 2
    while by[s] is not None:
        k, s = by[s]
        part.add(k)
    return part


def first_positive(values, other_than=None):
    return next((k for k, v in enumerate(values) if v > 0 and k != other_than), None)


def play(first, reply):
    """`first(values)`: go first?; `reply(values, part, i)`: j (0-based) or None."""
    read = sys.stdin.readline
    n = int(read())
    values = list(map(int, read().split()))
    part = split(values)
    go_first = first(values)
    print("First" if go_first else "Second", flush=True)
    while True:
        if go_first:
            i = first_positive(values)
            print(i + 1 if i is not None else 0, flush=True)
            j = int(read())
            if j <= 0:
                return
            j -= 1
        else:
            i = int(read())
            if i <= 0:
                return
            i -= 1
            j = reply(values, part, i)
            print(j + 1 if j is not None else 0, flush=True)
            if j is None:
                return
        low = min(values[i], values[j])
        values[i] -= low
        values[j] -= low


def right_reply(values, part, i):
    """The reply from the other part of the split (the right one)."""
    return next((k for k, v in enumerate(values) if v > 0 and (k in part) != (i in part)), None)
