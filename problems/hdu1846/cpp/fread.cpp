#include <cstdio>
// Contest fast I/O: stdin in 64 KiB fread chunks, a hand-written digit loop, one output
// buffer written with fwrite.
static char in[1 << 16], out[1 << 16];
static int in_pos = 0, in_len = 0, out_len = 0;
static inline int get() {
    if (in_pos == in_len) {
        in_len = (int)fread(in, 1, sizeof in, stdin), in_pos = 0;
        if (in_len <= 0) return -1;
    }
    return in[in_pos++];
}
static inline bool read(long long &x) {
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
static inline void put(const char *s) {
    while (*s) put(*s++);
}
static inline void put_number(long long x) {
    char digits[24];
    int n = 0;
    do digits[n++] = (char)('0' + x % 10), x /= 10; while (x);
    while (n) put(digits[--n]);
}
int main() {
    long long c, n, m;
    if (!read(c)) return 0;
    while (c-- > 0 && read(n) && read(m)) put(n % (m + 1) ? "first\n" : "second\n");
    fwrite(out, 1, out_len, stdout);
}
