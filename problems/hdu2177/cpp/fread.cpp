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
#include <vector>
// partner[x]: the other member of the P-position holding x, for x up to 2 * 10^6.
int main() {
    const long long N = 2000000;
    std::vector<long long> partner(N + 1, -1), lower_of(N + 1, -1);
    long long a = 0;
    std::vector<char> taken(N + 2, 0);
    for (long long k = 0; a <= N; ++k) {
        while (a <= N && taken[a]) ++a;  // a_k: the least number not yet taken
        if (a > N) break;
        long long b = a + k;
        taken[a] = 1;
        if (b <= N) taken[b] = 1, partner[b] = a;
        partner[a] = b <= N ? b : -1;
        if (k <= N) lower_of[k] = a;
    }
    long long x, y;
    while (read(x) && read(y) && (x || y)) {
        long long moves[3][2];
        int count = 0;
        auto add = [&](long long p, long long q) {
            if (p > q) { long long t = p; p = q; q = t; }
            for (int i = 0; i < count; ++i)
                if (moves[i][0] == p && moves[i][1] == q) return;
            moves[count][0] = p, moves[count][1] = q, ++count;
        };
        long long k = y - x;
        if (lower_of[k] >= 0 && lower_of[k] < x) add(lower_of[k], lower_of[k] + k);
        // Then the one-pile positions, in increasing x.
        long long one[2][2];
        int ones = 0;
        if (partner[y] >= 0 && partner[y] < x) one[ones][0] = partner[y], one[ones][1] = y, ++ones;
        if (partner[x] >= 0 && partner[x] < y) {
            long long p = partner[x];
            one[ones][0] = p < x ? p : x, one[ones][1] = p < x ? x : p, ++ones;
        }
        if (ones == 2 && one[1][0] < one[0][0]) {
            long long t0 = one[0][0], t1 = one[0][1];
            one[0][0] = one[1][0], one[0][1] = one[1][1], one[1][0] = t0, one[1][1] = t1;
        }
        for (int i = 0; i < ones; ++i) add(one[i][0], one[i][1]);
        put(count ? "1\n" : "0\n");
        for (int i = 0; i < count; ++i) put_number(moves[i][0]), put(' '), put_number(moves[i][1]), put('\n');
    }
    fwrite(out, 1, out_len, stdout);
}
