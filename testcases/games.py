"""The game-tree searches and exact big-integer mathematics behind the hand-made testcases'
expected outputs, apart from the Rust code; each problem's own `problems/<id>/oracle.py` reads
its input format and answers through them:

    python3 problems/<id>/oracle.py < testcases/<id>/<case>.in > testcases/<id>/<case>.out

Small positions are decided by game-tree search over the real moves; large ones by exact
big-integer mathematics (Python integers never overflow), by other roads than the snippets
crate takes (binary search on floor(k * phi) for Wythoff partners, a generated Fibonacci list).
Input is read as the judge binaries read it: whitespace-separated tokens, sentinel or end of
input, an incomplete last case ignored.

`testcases/check_oracles.py` (a step of scripts/test) runs every oracle on its cases, all of
one problem in one process: what is memoised here at module level serves them all, so it must
depend on nothing but its arguments.
"""
import itertools
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
    """HDU 1517 by game-tree search over p from p = 1, through the positions the moves reach
    (products of 2..9 below n): the player to move at p wins iff some factor reaches n or
    leaves the opponent losing."""
    memo = {}

    def wins(p):
        if p not in memo:
            memo[p] = any(p * k >= n or not wins(p * k) for k in range(2, 10))
        return memo[p]

    return wins(1)


DIGITAL_DELETIONS = [bytearray(b"\x01")]  # [length][the string read as a number]: 1 if lost


def digital_deletions_wins(digits):
    """Every string of each length up to len(digits), leading zeros included, decided from its
    real moves in increasing order of the string (every move leaves a smaller string of the
    same length or a shorter one, so all are decided before it): the empty string is lost for
    the player to move (the opponent erased the last digit); a string wins iff some move
    (lower one digit, or erase a 0 and everything right of it) leaves a lost one. The tables
    are kept across calls (6 digits: 1,111,111 strings, about a second)."""
    lost = DIGITAL_DELETIONS
    while len(lost) <= len(digits):
        length = len(lost)
        places = [10 ** (length - 1 - i) for i in range(length)]
        table = bytearray(10 ** length)
        # product() counts in base 10: `value` is the string `string` read as a number.
        for value, string in enumerate(itertools.product(range(10), repeat=length)):
            won = False
            for i, digit in enumerate(string):
                if digit == 0:  # erase it and the rest: the first i digits are left
                    won = lost[i][value // (places[i] * 10)]
                else:  # lower it by 1..digit
                    for lower in range(1, digit + 1):
                        if table[value - lower * places[i]]:
                            won = True
                            break
                if won:
                    break
            table[value] = not won
        lost.append(table)
    return not lost[len(digits)][int(digits or "0")]


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


# ---- Nimbers (part 2): the mex definition for small values, Fermat 2-powers for large. ----

MEX_SIZE = 64


def _mex_table():
    """The nim products below MEX_SIZE by the definition, computed on first use (0.3 s)."""
    if NIM_TABLE:
        return NIM_TABLE
    table = [[0] * MEX_SIZE for _ in range(MEX_SIZE)]
    for a in range(MEX_SIZE):
        for b in range(MEX_SIZE):
            seen = {table[x][b] ^ table[a][y] ^ table[x][y] for x in range(a) for y in range(b)}
            table[a][b] = next(v for v in range(len(seen) + 1) if v not in seen)
    NIM_TABLE.extend(table)
    return NIM_TABLE


NIM_TABLE = []


@lru_cache(maxsize=None)
def nim_product(a, b, bits=64):
    """The nim product: the mex table below 64; else by halves, with X = 2^half and
    X * X = X + X / 2 (the Fermat 2-power rule)."""
    if a < MEX_SIZE and b < MEX_SIZE:
        return _mex_table()[a][b]
    while bits > 1 and a >> (bits // 2) == 0 and b >> (bits // 2) == 0:
        bits //= 2
    half = bits // 2
    mask = (1 << half) - 1
    a1, a0, b1, b0 = a >> half, a & mask, b >> half, b & mask
    high = nim_product(a1, b1, half)
    low = nim_product(a0, b0, half)
    middle = nim_product(a1, b0, half) ^ nim_product(a0, b1, half)
    return ((high ^ middle) << half) ^ low ^ nim_product(high, 1 << (half - 1), half)


# ---- Coin turning: win/lose by turning real coins on small boards. ----

@lru_cache(maxsize=None)
def mock_turtles_wins(heads):
    """heads: a bit mask of coins 0..; a move turns the highest chosen head and up to two
    coins left of it."""
    for last in range(heads.bit_length()):
        if heads >> last & 1:
            turns = [1 << last] + [1 << last | 1 << a for a in range(last)]
            turns += [1 << last | 1 << a | 1 << b for a in range(last) for b in range(a)]
            if any(not mock_turtles_wins(heads ^ t) for t in turns):
                return True
    return False


def odious(p):
    return 2 * p if bin(p).count("1") % 2 == 1 else 2 * p + 1


@lru_cache(maxsize=None)
def corners_wins(heads, size):
    """heads: a bit mask of cells (x - 1) * size + (y - 1) of a size x size board."""
    for x2 in range(1, size + 1):
        for y2 in range(1, size + 1):
            if heads >> ((x2 - 1) * size + y2 - 1) & 1:
                for x1 in range(1, x2 + 1):
                    for y1 in range(1, y2 + 1):
                        corners = {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}
                        turn = sum(1 << ((x - 1) * size + y - 1) for x, y in corners)
                        if not corners_wins(heads ^ turn, size):
                            return True
    return False


@lru_cache(maxsize=None)
def lasker_wins(heaps):
    """heaps: a sorted tuple without zeros; a move takes from one heap or splits it in two."""
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        options = [(k,) for k in range(h)] + [(a, h - a) for a in range(1, h // 2 + 1)]
        for option in options:
            if not lasker_wins(tuple(sorted(x for x in rest + option if x > 0))):
                return True
    return False


def lasker_value(h):
    """Period 4, from the Grundy values 0 1 2 4 3 5 6 8 7 ... (Lasker)."""
    return {0: h - 1, 1: h, 2: h, 3: h + 1}[h % 4] if h else 0


@lru_cache(maxsize=None)
def chessmen_wins(cells):
    """cells: a sorted tuple of occupied cells >= 1; a chessman moves left to a free cell
    >= 1 without passing another."""
    for i, c in enumerate(cells):
        left = cells[i - 1] if i else 0
        for to in range(left + 1, c):
            if not chessmen_wins(cells[:i] + (to,) + cells[i + 1:]):
                return True
    return False


def staircase_wins(cells):
    """Pair the chessmen from the right: the gap inside each pair is a Nim heap."""
    cells = [0] + sorted(cells)
    total = 0
    for right in range(len(cells) - 1, 0, -2):
        total ^= cells[right] - cells[right - 1] - 1
    return total != 0


# ---- Green Hackenbush: deleting real edges for small graphs; for large ones bridges found
# by removing each edge and testing connectivity, components by union-find. ----

def hackenbush_search(edges, root):
    """Grundy value by deleting real edges: a position is the set of edges still standing
    and connected to the root."""
    ends = [(a, b) for a, b in edges]

    def standing(mask):
        reached, grown = {root}, True
        while grown:
            grown = False
            for e, (a, b) in enumerate(ends):
                if mask >> e & 1 and (a in reached) != (b in reached):
                    reached |= {a, b}
                    grown = True
        return sum(1 << e for e, (a, b) in enumerate(ends) if mask >> e & 1 and a in reached)

    @lru_cache(maxsize=None)
    def value(mask):
        seen = {value(standing(mask & ~(1 << e))) for e in range(len(ends)) if mask >> e & 1}
        return next(v for v in range(len(seen) + 1) if v not in seen)

    return value(standing((1 << len(ends)) - 1))


def connected(vertices, edges, a, b):
    adjacent = {v: [] for v in vertices}
    for x, y in edges:
        adjacent[x].append(y)
        adjacent[y].append(x)
    seen, todo = {a}, [a]
    while todo:
        for w in adjacent[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return b in seen


def fusion_value(count, edges, root):
    vertices = range(1, count + 1)
    reach = [v for v in vertices if connected(vertices, edges, root, v)]
    edges = [(a, b) for a, b in edges if a in reach]
    bridges = [i for i, (a, b) in enumerate(edges)
               if a != b and not connected(vertices, edges[:i] + edges[i + 1:], a, b)]
    leader = {v: v for v in vertices}

    def find(v):
        while leader[v] != v:
            v = leader[v]
        return v
    for i, (a, b) in enumerate(edges):
        if i not in bridges:
            leader[find(a)] = find(b)
    loops = {}
    for i, (a, b) in enumerate(edges):
        if i not in bridges:
            loops[find(a)] = loops.get(find(a), 0) + 1
    children = {}
    for i in bridges:
        a, b = find(edges[i][0]), find(edges[i][1])
        children.setdefault(a, []).append(b)
        children.setdefault(b, []).append(a)
    # Colon principle on the tree of components, from the root's component, iteratively.
    top = find(root)
    order, parent = [top], {top: None}
    for c in order:
        for d in children.get(c, []):
            if d not in parent:
                parent[d] = c
                order.append(d)
    value = {c: loops.get(c, 0) % 2 for c in order}
    for c in reversed(order[1:]):
        value[parent[c]] ^= value[c] + 1
    return value[top]


# ---- Every-SG: the simultaneous game played out for small piles; for large ones one game's
# winner by the golden ratio and its length by playing it out with both sides' strategies. ----

def euclid_options(game):
    x, y = min(game), max(game)
    return [] if x == 0 else [tuple(sorted((y - k * x, x))) for k in range(1, y // x + 1)]


@lru_cache(maxsize=None)
def simultaneous_wins(games):
    """games: a sorted tuple of sorted pairs; a move is one move in every unfinished game."""
    choices = [euclid_options(g) or [g] for g in games]
    if all(not euclid_options(g) for g in games):
        return False
    def combos(i):
        if i == len(choices):
            yield ()
            return
        for c in choices[i]:
            for rest in combos(i + 1):
                yield (c,) + rest
    return any(not simultaneous_wins(tuple(sorted(c))) for c in combos(0))


def euclid_one_wins(x, y):
    """Cole and Davie: the player to move wins one game iff x == y or y > phi x."""
    x, y = min(x, y), max(x, y)
    return x > 0 and (x == y or y * (y - x) > x * x)


def euclid_length(x, y):
    """How many moves one game lasts when its winner plays long and its loser short: the
    winner picks the longest losing option, the loser the shortest, by direct search over the
    options, which the golden-ratio rule sorts into wins and losses."""
    x, y = min(x, y), max(x, y)
    if x == 0:
        return 0
    options = euclid_options((x, y))
    losing = [o for o in options if not euclid_one_wins(*o)]
    if losing:
        return 1 + max(euclid_length_cached(*o) for o in losing)
    return 1 + min(euclid_length_cached(*o) for o in options)


@lru_cache(maxsize=None)
def euclid_length_cached(x, y):
    x, y = min(x, y), max(x, y)
    # With q = y // x >= 2 there are many options, but all but (r, x) and (x, r + x) keep the
    # same remainder and lead through (x, r + x): only those two matter for the extremes.
    if x and y // x > 2:
        return euclid_length_cached(x, y % x + 2 * x)
    return euclid_length(x, y)


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


# ---- Reading the tokens, as the binaries do. ----

def numbers():
    return [int(token) for token in sys.stdin.read().split()]


def pairs(tokens):
    return [(tokens[i], tokens[i + 1]) for i in range(0, len(tokens) - 1, 2)]


def counted_cases(tokens):
    """`T`, then `T` cases `N`, then `N` numbers: the complete cases' number lists."""
    cases, i = (tokens[0], 1) if tokens else (0, 0)
    for _ in range(cases):
        if i >= len(tokens) or i + 1 + tokens[i] > len(tokens):
            return
        yield tokens[i + 1:i + 1 + tokens[i]]
        i += 1 + tokens[i]


def colon_value(count, edges, root):
    """A tree by the colon principle: a vertex is worth the XOR of (child + 1)."""
    adjacent = {v: [] for v in range(1, count + 1)}
    for a, b in edges:
        adjacent[a].append(b)
        adjacent[b].append(a)
    order, parent = [root], {root: None}
    for v in order:
        for w in adjacent[v]:
            if w not in parent:
                parent[w] = v
                order.append(w)
    assert len(order) == count, "not a tree"
    value = dict.fromkeys(order, 0)
    for v in reversed(order[1:]):
        value[parent[v]] ^= value[v] + 1
    return value[root]


def misere_nim(piles):
    if len(piles) <= 4 and max(piles, default=0) <= 6:
        return misere_nim_wins(tuple(sorted(piles)))
    return misere_nim_rule(piles)


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
