#include <cstdio>
#include <cstring>
#include <algorithm>
// Game with Marbles (hard): both players take the colours in decreasing order of a_i + b_i;
// Alice's picks add a_i - 1, Bob's subtract b_i - 1. Input in 64 KiB fread chunks, a
// hand-written digit loop, one output buffer.
typedef long long ll;
static char buf[1 << 16];
static size_t len, pos;
static int byte() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin), pos = 0;
        if (!len) return -1;
    }
    return buf[pos++];
}
static ll next() {
    int c = byte();
    while (c != -1 && (c < '0' || c > '9')) c = byte();
    ll x = 0;
    while (c >= '0' && c <= '9') x = x * 10 + (c - '0'), c = byte();
    return x;
}
static char out[1 << 16], *o = out;
static void put(const char *s, size_t n) {
    if (o + n > out + sizeof out) fwrite(out, 1, o - out, stdout), o = out;
    memcpy(o, s, n), o += n;
}
static ll a[200000], b[200000];
static int order[200000];
int main() {
    int t = (int)next();
    while (t--) {
        int n = (int)next();
        for (int i = 0; i < n; ++i) a[i] = next();
        for (int i = 0; i < n; ++i) b[i] = next();
        for (int i = 0; i < n; ++i) order[i] = i;
        std::sort(order, order + n, [](int x, int y) { return a[x] + b[x] > a[y] + b[y]; });
        ll score = 0;
        for (int k = 0; k < n; ++k) score += k % 2 == 0 ? a[order[k]] - 1 : -(b[order[k]] - 1);
        char digits[24];
        int m = snprintf(digits, sizeof digits, "%lld\n", score);
        put(digits, m);
    }
    fwrite(out, 1, o - out, stdout);
}
