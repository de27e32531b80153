#include <algorithm>
#include <cstdio>
#include <cstring>
// Everything Nim: sort, dedupe; k = the length of the run 1, 2, ..., k at the start; if it is
// every size, Alice wins iff k is odd, else iff k is even (the editorial).
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
static long long a[200005];
int main() {
    long long t, n;
    next(t);
    while (t-- && next(n)) {
        for (long long i = 0; i < n; ++i) next(a[i]);
        std::sort(a, a + n);
        long long m = std::unique(a, a + n) - a, k = 0;
        while (k < m && a[k] == k + 1) ++k;
        bool alice = k == m ? k % 2 == 1 : k % 2 == 0;
        if (alice) put("Alice\n", 6); else put("Bob\n", 4);
    }
    fwrite(out, 1, o - out, stdout);
}
