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

static bool win[1000000];
int main() {
    const int N = 1000000;
    for (int v = 1; v < N; ++v) {
        if (win[v]) continue;
        int place = 1;
        for (int rest = v; rest; rest /= 10, place *= 10)
            for (int d = rest % 10 + 1; d <= 9; ++d) win[v + (d - rest % 10) * place] = true;
        for (long long first = v * 10LL, span = 1; first < N; first *= 10, span *= 10)
            memset(win + first, 1, span);
    }
    read_all();
    // Digit strings: a leading 0 wins at once; otherwise the number's entry.
    while (true) {
        while (*p && (*p < '0' || *p > '9')) ++p;
        if (!*p) break;
        bool zero = *p == '0';
        int v = 0;
        while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        if (zero || win[v]) put("Yes\n", 4); else put("No\n", 3);
    }
    flush();
}
