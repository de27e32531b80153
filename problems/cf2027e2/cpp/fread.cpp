#include <cstring>
#include "fastio.hpp"
// Bit Game, counting: per pile a digit DP over the bits of x <= b (tight, good bit seen, the
// shape of the compressed a' so far: 1..1, 10..0, 1..10 or other, and its length), then the
// counts by Grundy value xor-convolved over the piles modulo 1e9 + 7 (values < 32).
const long long MOD = 1000000007;
enum { ONES, POW, ONES0, OTHER };
static long long dp[2][2][2][4][34];  // [parity][tight][good][shape][m]
static void app(int s, int m, int bit, int &ns, int &nm) {
    if (s == ONES) {
        if (bit) ns = ONES, nm = m + 1;
        else if (m == 0) ns = ONES, nm = 0;
        else if (m == 1) ns = POW, nm = 1;
        else ns = ONES0, nm = m + 1;
    } else if (s == POW) {
        if (bit) ns = OTHER, nm = m + 2;
        else ns = POW, nm = m + 1;
    } else ns = OTHER, nm = m + 1;
}
static int val(int s, int m) { return s == POW ? m ^ 1 : s == ONES0 ? 0 : m; }
static long long as[10005], cnt[32], cur[32], nxt[32];
int main() {
    long long t, n, b;
    read(t);
    while (t-- && read(n)) {
        for (long long i = 0; i < n; ++i) read(as[i]);
        memset(cur, 0, sizeof cur), cur[0] = 1;
        for (long long i = 0; i < n; ++i) {
            read(b);
            long long a = as[i];
            memset(dp[0], 0, sizeof dp[0]);
            dp[0][1][0][ONES][0] = 1;
            int p = 0;
            for (int bit = 30; bit >= 0; --bit) {
                int ab = a >> bit & 1, bb = b >> bit & 1, q = p ^ 1;
                memset(dp[q], 0, sizeof dp[q]);
                for (int ti = 0; ti < 2; ++ti)
                    for (int g = 0; g < 2; ++g)
                        for (int s = 0; s < 4; ++s)
                            for (int m = 0; m <= 31; ++m) {
                                long long c = dp[p][ti][g][s][m];
                                if (!c) continue;
                                for (int xb = 0; xb <= (ti ? bb : 1); ++xb) {
                                    int nt = ti && xb == bb;
                                    if (!xb) {
                                        long long &d = dp[q][nt][g | ab][s][m];
                                        d = (d + c) % MOD;
                                    } else {
                                        int ns, nm;
                                        app(s, m, g || ab, ns, nm);
                                        long long &d = dp[q][nt][g][ns][nm];
                                        d = (d + c) % MOD;
                                    }
                                }
                            }
                p = q;
            }
            memset(cnt, 0, sizeof cnt);
            for (int ti = 0; ti < 2; ++ti)
                for (int g = 0; g < 2; ++g)
                    for (int s = 0; s < 4; ++s)
                        for (int m = 0; m <= 31; ++m) {
                            long long c = dp[p][ti][g][s][m];
                            if (c) cnt[val(s, m)] = (cnt[val(s, m)] + c) % MOD;
                        }
            cnt[0] = (cnt[0] + MOD - 1) % MOD;
            memset(nxt, 0, sizeof nxt);
            for (int v = 0; v < 32; ++v)
                if (cur[v])
                    for (int w = 0; w < 32; ++w)
                        if (cnt[w]) nxt[v ^ w] = (nxt[v ^ w] + cur[v] * cnt[w]) % MOD;
            memcpy(cur, nxt, sizeof cur);
        }
        put_number(cur[0], '\n');
    }
    flush();
}
