#include <cstdio>
#include <cstring>
// Remove Pairs: win[mask] over the 2^N sets of cards left, masks in increasing order (each
// move removes two cards, a smaller mask); a mask wins iff some matching pair in it leaves a
// losing mask. Input in 64 KiB fread chunks, a hand-written digit loop, one output buffer.
typedef unsigned long long ull;
static char buf[1 << 16];
static size_t len, pos;
static int byte() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin), pos = 0;
        if (!len) return -1;
    }
    return buf[pos++];
}
static bool next(ull &x) {
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
static bool win[1 << 18];
int main() {
    ull n, a[18], b[18];
    while (next(n)) {
        for (ull i = 0; i < n; ++i) next(a[i]), next(b[i]);
        int pairs[153], count = 0;
        for (ull i = 0; i < n; ++i)
            for (ull j = i + 1; j < n; ++j)
                if (a[i] == a[j] || b[i] == b[j]) pairs[count++] = 1 << i | 1 << j;
        for (int mask = 0; mask < 1 << n; ++mask) {
            bool w = false;
            for (int k = 0; k < count && !w; ++k)
                if ((mask & pairs[k]) == pairs[k] && !win[mask ^ pairs[k]]) w = true;
            win[mask] = w;
        }
        if (win[(1 << n) - 1]) put("Takahashi\n", 10); else put("Aoki\n", 5);
    }
    fwrite(out, 1, o - out, stdout);
}
