#include <cstdio>
#include <cstring>
// Nim with takes in [L, R]: a pile of a is worth (a mod (L + R)) / L (the editorial's form).
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
int main() {
    long long n, l, r, a;
    while (next(n) && next(l) && next(r)) {
        long long x = 0, period = l + r;
        for (long long i = 0; i < n && next(a); ++i) x ^= a % period / l;
        if (x) put("First\n", 6); else put("Second\n", 7);
    }
    fwrite(out, 1, o - out, stdout);
}
