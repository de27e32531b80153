#include <cstdio>
#include <cstring>
// Contest fast I/O: stdin in 64 KiB fread chunks, a hand-written digit loop, one output
// buffer written with fwrite. Berzerk: BFS backwards from the black hole over the states
// (object, player to move), an array queue, no modulo.
static char in[1 << 16], out[1 << 16];
static int in_pos = 0, in_len = 0, out_len = 0;
static inline int get() {
    if (in_pos == in_len) {
        in_len = (int)fread(in, 1, sizeof in, stdin), in_pos = 0;
        if (in_len <= 0) return -1;
    }
    return in[in_pos++];
}
static inline bool read(int &x) {
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
const int N = 7005;
static int s[2][N], k[2], cnt[2][N], qu[2 * N];
static char res[2][N];  // 0 Loop, 1 Win, 2 Lose
int main() {
    int n;
    while (read(n)) {
        bool ok = true;
        for (int p = 0; p < 2 && ok; ++p) {
            ok = read(k[p]);
            for (int i = 0; ok && i < k[p]; ++i) ok = read(s[p][i]);
        }
        if (!ok) break;
        memset(res, 0, sizeof res), memset(cnt, 0, sizeof cnt);
        int head = 0, tail = 0;
        res[0][0] = res[1][0] = 2;
        qu[tail++] = 0, qu[tail++] = 1;  // state = pos * 2 + player
        while (head < tail) {
            int st = qu[head++], pos = st >> 1, p = st & 1, o = p ^ 1;
            bool lost = res[p][pos] == 2;
            for (int i = 0; i < k[o]; ++i) {
                int prev = pos - s[o][i];
                if (prev < 0) prev += n;
                if (prev == 0 || res[o][prev]) continue;
                if (lost) res[o][prev] = 1, qu[tail++] = prev << 1 | o;
                else if (++cnt[o][prev] == k[o]) res[o][prev] = 2, qu[tail++] = prev << 1 | o;
            }
        }
        for (int p = 0; p < 2; ++p)
            for (int i = 1; i < n; ++i) {
                put(res[p][i] == 1 ? "Win" : res[p][i] == 2 ? "Lose" : "Loop");
                put(i + 1 < n ? ' ' : '\n');
            }
    }
    fwrite(out, 1, out_len, stdout);
}
