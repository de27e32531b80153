#include <algorithm>
#include "fastio.hpp"
// Library Checker factorize the way the fastest contestants write it: Miller-Rabin (bases 2,
// 325, 9375, 28178, 450775, 9780504, 1795265022) and Pollard's rho in Brent's form (128 differences a gcd) on Montgomery
// products (unsigned __int128), binary gcd; trial division by the primes below 64 first.
typedef unsigned long long u64;
typedef unsigned __int128 u128;

struct Montgomery {
    u64 n, inv, r2;
    explicit Montgomery(u64 n) : n(n), inv(n), r2((u64)((-(u128)n) % n)) {
        for (int i = 0; i < 5; ++i) inv *= 2 - n * inv;
    }
    u64 reduce(u128 t) const {
        u64 m = (u64)t * inv, high = (u64)(((u128)m * n) >> 64), top = (u64)(t >> 64);
        return top >= high ? top - high : top - high + n;
    }
    u64 mul(u64 a, u64 b) const { return reduce((u128)a * b); }
    u64 form(u64 x) const { return mul(x % n, r2); }
};

static u64 gcd(u64 a, u64 b) {
    if (!a || !b) return a | b;
    int shift = __builtin_ctzll(a | b);
    a >>= __builtin_ctzll(a);
    do {
        b >>= __builtin_ctzll(b);
        if (a > b) std::swap(a, b);
        b -= a;
    } while (b);
    return a << shift;
}

static bool is_prime(u64 n) {  // n odd, no factor below 64
    if (n < 64 * 64) return n > 1;
    Montgomery m(n);
    u64 d = n - 1;
    int s = __builtin_ctzll(d);
    d >>= s;
    u64 one = m.form(1), minus_one = n - one;
    for (u64 a : {2ULL, 325ULL, 9375ULL, 28178ULL, 450775ULL, 9780504ULL, 1795265022ULL}) {
        u64 base = m.form(a);
        if (!base) continue;
        u64 x = one, e = d;
        while (e) {
            if (e & 1) x = m.mul(x, base);
            base = m.mul(base, base);
            e >>= 1;
        }
        if (x == one || x == minus_one) continue;
        bool ok = false;
        for (int i = 1; i < s && !ok; ++i) x = m.mul(x, x), ok = x == minus_one;
        if (!ok) return false;
    }
    return true;
}

static u64 rho(u64 n) {
    Montgomery m(n);
    for (u64 c = 1;; ++c) {
        auto f = [&](u64 x) { return m.reduce((u128)x * x + c); };
        u64 x = 0, y = m.form(2), saved = 0, q = m.form(1), g = 1;
        for (u64 r = 1; g == 1; r <<= 1) {
            x = y;
            for (u64 i = 0; i < r; ++i) y = f(y);
            for (u64 k = 0; k < r && g == 1; k += 128) {
                saved = y;
                for (u64 i = 0; i < 128 && i < r - k; ++i) y = f(y), q = m.mul(q, x > y ? x - y : y - x);
                g = gcd(q, n);
            }
        }
        if (g == n) {
            do saved = f(saved), g = gcd(x > saved ? x - saved : saved - x, n);
            while (g == 1);
        }
        if (g != n) return g;
    }
}

static u64 factors[64];
static int count;
static void factor(u64 n) {
    if (is_prime(n)) { factors[count++] = n; return; }
    u64 d = rho(n);
    factor(d), factor(n / d);
}

int main() {
    static const int small[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61};
    u64 q = 0;
    read(q);
    while (q--) {
        u64 a = 0;
        read(a);
        count = 0;
        for (int s : small)
            while (a % s == 0) factors[count++] = s, a /= s;
        if (a > 1) factor(a);
        std::sort(factors, factors + count);
        put_number(count);
        for (int i = 0; i < count; ++i) put(' '), put_number(factors[i]);
        put('\n');
    }
    flush();
}
