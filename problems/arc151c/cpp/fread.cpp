#include <cstdio>
#include <cstring>
// 01 Game: no written square: N odd wins; else the end runs are worth their lengths and a run
// between equal digits 1, between different ones 0 (the editorial); xor them.
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
int main() {
    long long n, m, x, y, px = 0, py = 0, first = 0, s = 0;
    next(n), next(m);
    for (long long i = 0; i < m; ++i) {
        next(x), next(y);
        if (i == 0) first = x;
        else if (x - px > 1 && y == py) s ^= 1;
        px = x, py = y;
    }
    bool win = m == 0 ? n % 2 == 1 : ((first - 1) ^ (n - px) ^ s) != 0;
    fputs(win ? "Takahashi\n" : "Aoki\n", stdout);
}
