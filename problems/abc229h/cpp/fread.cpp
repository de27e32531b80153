#include <algorithm>
#include "fastio.hpp"
// Advance or Eat: each column is a number {L | R}, the simplest number strictly between the
// best options; values kept as integers over 2^S; Takahashi wins iff the sum is positive.
// Column states (3^8) memoised across cases.
typedef long long ll;
const int S = 30;
const ll ONE = 1LL << S, NONE = 1LL << 62;
static ll memo[9][6561];
static bool known[9][6561];
static ll floordiv(ll a, ll b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
static ll simplest(ll lo, ll hi) {  // exclusive bounds, -NONE / NONE when absent
    ll first = lo == -NONE ? -NONE : floordiv(lo, ONE) + 1;
    ll last = hi == NONE ? NONE : -floordiv(-hi, ONE) - 1;
    if (first <= last) return (first > 0 ? first : last < 0 ? last : 0) * ONE;
    for (int e = 1;; ++e) {
        ll step = ONE >> e, x = (floordiv(lo, step) + 1) * step;
        if (x < hi) return x;
    }
}
static ll value(int h, int code) {  // cells top first, base 3: 0 '.', 1 'W', 2 'B'
    if (known[h][code]) return memo[h][code];
    int c[8], p = 1, pw[8];
    for (int i = 0, x = code; i < h; ++i) c[i] = x % 3, x /= 3, pw[i] = p, p *= 3;
    ll lo = -NONE, hi = NONE;
    for (int i = 0; i < h; ++i) {
        if (!c[i]) continue;
        ll v = value(h, code - c[i] * pw[i]);
        if (c[i] == 1) hi = std::min(hi, v); else lo = std::max(lo, v);
        if (i > 0 && !c[i - 1]) {
            ll w = value(h, code - c[i] * pw[i] + c[i] * pw[i - 1]);
            if (c[i] == 1) lo = std::max(lo, w); else hi = std::min(hi, w);
        }
    }
    known[h][code] = true;
    return memo[h][code] = simplest(lo, hi);
}
int main() {
    char g[8][8];
    for (;;) {
        int c = skip();
        if (c == -1) break;
        int n = 0;
        while (c >= '0' && c <= '9') n = n * 10 + (c - '0'), c = get();
        for (int r = 0; r < n; ++r) {
            c = skip();
            for (int x = 0; x < n; ++x) g[r][x] = (char)c, c = get();
        }
        ll sum = 0;
        for (int x = 0; x < n; ++x) {
            int code = 0;
            for (int r = n - 1; r >= 0; --r) code = code * 3 + (g[r][x] == 'W' ? 1 : g[r][x] == 'B' ? 2 : 0);
            sum += value(n, code);
        }
        if (sum > 0) put("Takahashi\n", 10); else put("Snuke\n", 6);
    }
    flush();
}
