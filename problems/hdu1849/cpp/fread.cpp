#include <cstdio>
#include <cstdlib>
#include <cstring>
// The whole of stdin in one buffer (read in large chunks), parsed by hand; one output buffer.
static char *in, *p;
static void read_all() {
    size_t cap = 1 << 24, len = 0, n;
    in = (char *)malloc(cap + 1);
    while ((n = fread(in + len, 1, cap - len, stdin)) > 0)
        if ((len += n) == cap) in = (char *)realloc(in, (cap *= 2) + 1);
    in[len] = 0;
    p = in;
}
// The next unsigned number; false at the end of the input.
static bool next(long long &x) {
    while (*p && (*p < '0' || *p > '9')) ++p;
    if (!*p) return false;
    x = 0;
    while (*p >= '0' && *p <= '9') x = x * 10 + (*p++ - '0');
    return true;
}
static char out[1 << 16], *o = out;
static void flush() { fwrite(out, 1, o - out, stdout), o = out; }
static void put(const char *s, size_t n) {
    if (o + n > out + sizeof out) flush();
    memcpy(o, s, n), o += n;
}
static void put_number(long long x) {
    char digits[24];
    int n = 0;
    do digits[n++] = '0' + x % 10; while (x /= 10);
    if (o + n > out + sizeof out) flush();
    while (n) *o++ = digits[--n];
}

int main() {
    read_all();
    long long m, q;
    while (next(m) && m) {
        long long x = 0;
        for (int i = 0; i < m; ++i) next(q), x ^= q;
        if (x) put("Rabbit Win!\n", 12); else put("Grass Win!\n", 11);
    }
    flush();
}
