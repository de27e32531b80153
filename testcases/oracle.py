#!/usr/bin/env python3
"""Expected outputs for the hand-made testcases, computed apart from the Rust code.

    python3 testcases/oracle.py <problem id> < case.in > case.out

Small positions are decided by game-tree search over the real moves; large ones by exact
big-integer mathematics (Python integers never overflow), by other roads than the snippets
crate takes (binary search on floor(k * phi) for Wythoff partners, a generated Fibonacci list).
Input is read as the judge binaries read it: whitespace-separated tokens, sentinel or end of
input, an incomplete last case ignored.
"""
import math
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)
SMALL = 200


# ---- Game-tree searches: a position wins iff some move leaves a losing one. ----

@lru_cache(maxsize=None)
def bash_wins(n, m):
    return any(not bash_wins(n - t, m) for t in range(1, min(n, m) + 1))


@lru_cache(maxsize=None)
def power_of_two_wins(n):
    t, moves = 1, []
    while t <= n:
        moves.append(n - t)
        t *= 2
    return any(not power_of_two_wins(left) for left in moves)


@lru_cache(maxsize=None)
def wythoff_wins(a, b):
    moves = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
    moves += [(a - d, b - d) for d in range(1, min(a, b) + 1)]
    return any(not wythoff_wins(x, y) for x, y in moves)


@lru_cache(maxsize=None)
def fibonacci_game_wins(left, limit):
    return any(t == left or not fibonacci_game_wins(left - t, 2 * t)
               for t in range(1, min(left, limit) + 1))


@lru_cache(maxsize=None)
def nim_wins(piles):
    return any(not nim_wins(tuple(sorted(piles[:i] + (x,) + piles[i + 1:])))
               for i in range(len(piles)) for x in range(piles[i]))


@lru_cache(maxsize=None)
def subtraction_sum_wins(takes, heaps):
    """Normal play of a sum of subtraction games with one take set, by game-tree search;
    `heaps` sorted, since their order does not matter."""
    return any(not subtraction_sum_wins(takes, tuple(sorted(heaps[:i] + (h - t,) + heaps[i + 1:])))
               for i, h in enumerate(heaps) for t in takes if t <= h)


@lru_cache(maxsize=None)
def misere_nim_wins(piles):
    """Misère Nim by game-tree search: with nothing left the player to move wins."""
    if not any(piles):
        return True
    return any(not misere_nim_wins(tuple(sorted(piles[:i] + (x,) + piles[i + 1:])))
               for i in range(len(piles)) for x in range(piles[i]))


@lru_cache(maxsize=None)
def apple_rows_wins(rows):
    """HDU 2509 by game-tree search: a move takes a run of consecutive apples from one row,
    leaving the apples left of it and right of it as two rows; taking the last apple loses,
    so with no apple left the player to move wins."""
    if not rows:
        return True
    options = set()
    for i, row in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        for start in range(row):
            for end in range(start + 1, row + 1):
                left, right = start, row - end
                options.add(tuple(sorted(rest + tuple(r for r in (left, right) if r > 0))))
    return any(not apple_rows_wins(o) for o in options)


def multiplication_wins_search(n):
    """HDU 1517 by game-tree search over p, from p = n - 1 down to 1: the player to move at p
    wins iff some factor reaches n or leaves the opponent losing."""
    wins = {}
    for p in range(n - 1, 0, -1):
        wins[p] = any(p * k >= n or not wins[p * k] for k in range(2, 10))
    return wins.get(1, True)


DIGITAL_DELETIONS = {"": False}


def digital_deletions_wins(digits):
    """Forward search over the strings themselves, leading zeros included: the empty string
    is lost for the player to move (the opponent erased the last digit); a string wins iff
    some move (lower one digit, or erase a 0 and everything right of it) leaves a lost one.
    Memoised across calls, iterative (a 6-digit string reaches up to 10^6 others)."""
    memo = DIGITAL_DELETIONS
    stack = [digits]
    while stack:
        s = stack[-1]
        if s in memo:
            stack.pop()
            continue
        moves = [s[:i] + str(d) + s[i + 1:] for i in range(len(s)) for d in range(int(s[i]))]
        moves += [s[:i] for i in range(len(s)) if s[i] == "0"]
        unknown = [m for m in moves if m not in memo]
        if unknown:
            stack.extend(unknown)
            continue
        memo[s] = any(not memo[m] for m in moves)
        stack.pop()
    return memo[digits]


# ---- Exact mathematics for large inputs. ----

def lower_wythoff(k):
    """floor(k * phi), exactly."""
    return (k + math.isqrt(5 * k * k)) // 2


def is_p(a, b):
    if max(a, b) <= SMALL:
        return not wythoff_wins(a, b)
    k = abs(a - b)
    return min(a, b) == lower_wythoff(k)


def partner(x):
    """The other member of the P-position holding x, by binary search on k."""
    lo, hi = 0, x  # smallest k with lower_wythoff(k) >= x
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (mid + 1, hi) if lower_wythoff(mid) < x else (lo, mid)
    if lower_wythoff(lo) == x:
        return x + lo
    lo, hi = 0, x  # smallest k with lower_wythoff(k) + k >= x
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (mid + 1, hi) if lower_wythoff(mid) + mid < x else (lo, mid)
    assert lower_wythoff(lo) + lo == x
    return lower_wythoff(lo)


def wythoff_moves(a, b):
    """Positions the winning moves leave, in HDU 2177's order: the both-piles position, then
    the one-pile positions in increasing x; each once."""
    if max(a, b) <= SMALL:
        both = [(a - d, b - d) for d in range(1, min(a, b) + 1)]
        one = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
        both = [c for c in both if not wythoff_wins(*c)]
        one = [c for c in one if not wythoff_wins(*c)]
    else:
        k = abs(a - b)
        lower = lower_wythoff(k)
        both = [(lower, lower + k)] if lower < min(a, b) else []
        one = []
        if partner(b) < a:
            one.append((partner(b), b))
        if partner(a) < b:
            one.append((a, partner(a)))
    result = []
    one = sorted((min(x, y), max(x, y)) for x, y in one)
    for x, y in both + one:
        position = (min(x, y), max(x, y))
        if position not in result:
            result.append(position)
    return result


FIBONACCI = [0, 1]
while FIBONACCI[-1] < 2 ** 64:
    FIBONACCI.append(FIBONACCI[-1] + FIBONACCI[-2])


def fibonacci_first_wins(n):
    if n <= SMALL:
        return any(not fibonacci_game_wins(n - t, 2 * t) for t in range(1, n))
    return n not in FIBONACCI


def nim_count(piles):
    if len(piles) <= 3 and max(piles, default=0) <= 7:
        winning = 0
        for i in range(len(piles)):
            for x in range(piles[i]):
                if not nim_wins(tuple(sorted(piles[:i] + (x,) + piles[i + 1:]))):
                    winning += 1
        return winning
    total = 0
    for p in piles:
        total ^= p
    return sum(1 for p in piles if p ^ total < p)


SUBTRACTION_VALUES = {}


def subtraction_values(takes, heap):
    """Grundy value of `heap` in the subtraction game `takes`, by the definition (the least
    value no take reaches), the table grown as far as needed and kept per take set."""
    values = SUBTRACTION_VALUES.setdefault(takes, [])
    while len(values) <= heap:
        n = len(values)
        reached = {values[n - t] for t in takes if t <= n}
        value = 0
        while value in reached:
            value += 1
        values.append(value)
    return values[heap]


def misere_nim_rule(piles):
    """Bouton's misère rule: while every pile is at most 1, win iff the ones are even."""
    if all(p <= 1 for p in piles):
        return sum(piles) % 2 == 0
    total = 0
    for p in piles:
        total ^= p
    return total != 0


def multiplication_bands(n):
    """Stan loses iff 9 * 18^j < n <= 18^(j + 1) for some j."""
    power = 1
    while power <= n:
        if 9 * power < n <= 18 * power:
            return False
        power *= 18
    return True


FIBONACCI_TAKES = tuple(sorted(set(f for f in FIBONACCI if 1 <= f <= 10 ** 6)))


# ---- The problems. ----

def numbers():
    return [int(token) for token in sys.stdin.read().split()]


def pairs(tokens):
    return [(tokens[i], tokens[i + 1]) for i in range(0, len(tokens) - 1, 2)]


def hdu1846(tokens):
    count, rest = (tokens[0], tokens[1:]) if tokens else (0, [])
    for n, m in pairs(rest)[:count]:
        wins = bash_wins(n, m) if n <= SMALL and m <= SMALL else n % (m + 1) != 0
        print("first" if wins else "second")


def hdu1847(tokens):
    for n in tokens:
        wins = power_of_two_wins(n) if n <= 2000 else n % 3 != 0
        print("Kiki" if wins else "Cici")


def hdu1527(tokens):
    for a, b in pairs(tokens):
        print(0 if is_p(a, b) else 1)


def hdu2177(tokens):
    for a, b in pairs(tokens):
        if (a, b) == (0, 0):
            break
        moves = wythoff_moves(a, b)
        print(1 if moves else 0)
        for x, y in moves:
            print(x, y)


def hdu2516(tokens):
    for n in tokens:
        if n == 0:
            break
        print("First win" if fibonacci_first_wins(n) else "Second win")


def hdu1850(tokens):
    i = 0
    while i < len(tokens) and tokens[i] != 0:
        count = tokens[i]
        piles = tuple(tokens[i + 1:i + 1 + count])
        if len(piles) < count:
            break
        print(nim_count(piles))
        i += 1 + count


def hdu1848(tokens):
    for i in range(0, len(tokens) - 2, 3):
        piles = tuple(sorted(tokens[i:i + 3]))
        if piles == (0, 0, 0):
            break
        if max(piles) <= 25:
            wins = subtraction_sum_wins(FIBONACCI_TAKES, piles)
        else:
            total = 0
            for pile in piles:
                total ^= subtraction_values(FIBONACCI_TAKES, pile)
            wins = total != 0
        print("Fibo" if wins else "Nacci")


def hdu1536(tokens):
    i = 0
    while i < len(tokens) and tokens[i] != 0:
        k = tokens[i]
        takes = tuple(sorted(set(t for t in tokens[i + 1:i + 1 + k] if t > 0)))
        i += 1 + k
        if i >= len(tokens):
            return
        m, i = tokens[i], i + 1
        letters = []
        for _ in range(m):
            if i >= len(tokens):
                return
            count = tokens[i]
            heaps = tuple(sorted(tokens[i + 1:i + 1 + count]))
            if len(heaps) < count:
                return
            i += 1 + count
            if len(heaps) <= 3 and max(heaps, default=0) <= 25:
                wins = subtraction_sum_wins(takes, heaps)
            else:
                total = 0
                for heap in heaps:
                    total ^= subtraction_values(takes, heap)
                wins = total != 0
            letters.append("W" if wins else "L")
        print("".join(letters))


def misere_nim(piles):
    if len(piles) <= 4 and max(piles, default=0) <= 6:
        return misere_nim_wins(tuple(sorted(piles)))
    return misere_nim_rule(piles)


def hdu1907(tokens):
    count, i = (tokens[0], 1) if tokens else (0, 0)
    for _ in range(count):
        if i >= len(tokens):
            return
        n = tokens[i]
        piles = tokens[i + 1:i + 1 + n]
        if len(piles) < n:
            return
        i += 1 + n
        print("John" if misere_nim(piles) else "Brother")


def hdu2509(tokens):
    i = 0
    while i < len(tokens):
        n = tokens[i]
        rows = tokens[i + 1:i + 1 + n]
        if len(rows) < n:
            return
        i += 1 + n
        if sum(rows) <= 9:
            wins = apple_rows_wins(tuple(sorted(r for r in rows if r > 0)))
        else:
            wins = misere_nim_rule(rows)
        print("Yes" if wins else "No")


def cases_until_zero(tokens):
    """Cases `m`, then `m` numbers, until m = 0 or the end (an incomplete last case dropped)."""
    i = 0
    while i < len(tokens) and tokens[i] != 0:
        m = tokens[i]
        values = tokens[i + 1:i + 1 + m]
        if len(values) < m:
            return
        i += 1 + m
        yield values


def hdu1849(tokens):
    for positions in cases_until_zero(tokens):
        if len(positions) <= 3 and max(positions) <= 7:
            wins = nim_wins(tuple(sorted(positions)))
        else:
            total = 0
            for p in positions:
                total ^= p
            wins = total != 0
        print("Rabbit Win!" if wins else "Grass Win!")


def hdu2176(tokens):
    for piles in cases_until_zero(tokens):
        moves = []
        if len(piles) <= 3 and max(piles) <= 7:
            for i, pile in enumerate(piles):
                for left in range(pile):
                    rest = tuple(sorted(piles[:i] + [left] + piles[i + 1:]))
                    if not nim_wins(rest):
                        moves.append((pile, left))
        else:
            total = 0
            for p in piles:
                total ^= p
            moves = [(p, p ^ total) for p in piles if p ^ total < p]
        if moves:
            print("Yes")
            for pile, left in moves:
                print(pile, left)
        else:
            print("No")


def hdu1517(tokens):
    for n in tokens:
        wins = multiplication_wins_search(n) if n <= 20000 else multiplication_bands(n)
        print("Stan wins." if wins else "Ollie wins.")


def hdu1404(words):
    for word in words:
        print("Yes" if digital_deletions_wins(word) else "No")


PROBLEMS = {f.__name__: f for f in [hdu1846, hdu1847, hdu1527, hdu2177, hdu2516, hdu1850,
                                     hdu1848, hdu1536, hdu1907, hdu2509, hdu1849, hdu2176,
                                     hdu1517]}
PROBLEMS["poj1067"] = hdu1527

if __name__ == "__main__":
    if sys.argv[1] == "hdu1404":
        hdu1404(sys.stdin.read().split())
    else:
        PROBLEMS[sys.argv[1]](numbers())
