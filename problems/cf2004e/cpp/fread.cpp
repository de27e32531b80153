#include <cstdio>
#include <cstring>
// Coprime Nim: g(1) = 1, g(even) = 0, g(odd x) = index of its smallest prime factor among the
// primes; a linear sieve to 10^7 once, then the XOR per case. Input in 64 KiB fread chunks, a
// hand-written digit loop, one output buffer.
const int N = 10000001;
static int lp[N], g[N], primes[700000];
static char buf[1 << 16];
static size_t len, pos;
static int byte() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin), pos = 0;
        if (!len) return -1;
    }
    return buf[pos++];
}
static bool next(int &x) {
    int c = byte();
    while (c != -1 && (c < '0' || c > '9')) c = byte();
    if (c == -1) return false;
    x = 0;
    while (c >= '0' && c <= '9') x = x * 10 + (c - '0'), c = byte();
    return true;
}
static char out[1 << 16], *o = out;
static void put(const char *s, size_t n) {
    if (o + n > out + sizeof out) fwrite(out, 1, o - out, stdout), o = out;
    memcpy(o, s, n), o += n;
}
int main() {
    int count = 0;
    g[1] = 1;
    for (int i = 2; i < N; ++i) {
        if (!lp[i]) lp[i] = i, primes[count++] = i, g[i] = i == 2 ? 0 : count;
        else g[i] = g[lp[i]];
        for (int j = 0; j < count; ++j) {
            int p = primes[j];
            if (p > lp[i] || (long long)i * p >= N) break;
            lp[i * p] = p;
        }
    }
    int t, n, a;
    next(t);
    while (t-- && next(n)) {
        int x = 0;
        for (int i = 0; i < n && next(a); ++i) x ^= g[a];
        if (x) put("Alice\n", 6); else put("Bob\n", 4);
    }
    fwrite(out, 1, o - out, stdout);
}
