#include <cstdio>
#include <cstring>
// Bit Game: compress a over the ones of x (a good bit above turns every lower one on), then
// g(0) = 0, g(2^k - 2) = 0, g(2^k - 1) = k, g(2^k) = k ^ 1, else k + 1 (the editorial).
// Input in 64 KiB fread chunks, a hand-written digit loop, one output buffer.
static char buf[1 << 16];
static size_t len, pos;
static int byte() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin), pos = 0;
        if (!len) return -1;
    }
    return buf[pos++];
}
static bool next(long long &x) {
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
    next(t);
    while (t-- && next(n)) {
        for (long long i = 0; i < n; ++i) next(as[i]);
        int s = 0;
        for (long long i = 0; i < n; ++i) next(x), s ^= grundy(as[i], x);
        if (s) put("Alice\n", 6); else put("Bob\n", 4);
    }
    fwrite(out, 1, o - out, stdout);
}
