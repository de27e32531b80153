#include <cstring>
#include "fastio.hpp"
// Berzerk: BFS backwards from the black hole over the states
// (object, player to move), an array queue, no modulo.
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
    flush();
}
