#include <cmath>
#include <cstdio>
// Contest fast I/O: stdin in 64 KiB fread chunks, a hand-written digit loop, one output
// buffer written with fwrite. Exact for the statement's a, b <= 10^9.
static char in[1 << 16], out[1 << 16];
static int in_pos = 0, in_len = 0, out_len = 0;
static inline int get() {
    if (in_pos == in_len) {
        in_len = (int)fread(in, 1, sizeof in, stdin), in_pos = 0;
        if (in_len <= 0) return -1;
    }
    return in[in_pos++];
}
static inline bool read(unsigned long long &x) {
    int c = get();
    while (c != -1 && (c < '0' || c > '9')) c = get();
    if (c == -1) return false;
    x = 0;
    while (c >= '0' && c <= '9') x = x * 10 + (c - '0'), c = get();
    return true;
}
static inline void put(char c) {
    if (out_len == (int)sizeof out) fwrite(out, 1, out_len, stdout), out_len = 0;
    out[out_len++] = c;
}
// floor(k * phi) for k <= 10^9: the double square root, corrected to be exact.
static unsigned long long lower(unsigned long long k) {
    unsigned long long s = (unsigned long long)sqrt((double)(5 * k * k));
    while (s * s > 5 * k * k) --s;
    while ((s + 1) * (s + 1) <= 5 * k * k) ++s;
    return (k + s) / 2;
}
int main() {
    unsigned long long a, b;
    while (read(a) && read(b)) {
        if (a > b) { unsigned long long t = a; a = b; b = t; }
        put(lower(b - a) == a ? '0' : '1'), put('\n');
    }
    fwrite(out, 1, out_len, stdout);
}
