#include "fastio.hpp"
// Bit Game: compress a over the ones of x (a good bit above turns every lower one on), then
// g(0) = 0, g(2^k - 2) = 0, g(2^k - 1) = k, g(2^k) = k ^ 1, else k + 1 (the editorial).
static long long as[10005];
static int grundy(long long a, long long x) {
    long long v = 0;
    bool good = false;
    for (int b = 30; b >= 0; --b) {
        if (x >> b & 1) v = v << 1 | (good || (a >> b & 1));
        else if (a >> b & 1) good = true;
    }
    if (v == 0) return 0;
    int k = 63 - __builtin_clzll(v);
    if (v == (2LL << k) - 1) return k + 1;
    if (v == (2LL << k) - 2) return 0;
    if (v == (1LL << k)) return k ^ 1;
    return k + 1;
}
int main() {
    long long t, n, x;
    read(t);
    while (t-- && read(n)) {
        for (long long i = 0; i < n; ++i) read(as[i]);
        int s = 0;
        for (long long i = 0; i < n; ++i) read(x), s ^= grundy(as[i], x);
        if (s) put("Alice\n", 6); else put("Bob\n", 4);
    }
    flush();
}
