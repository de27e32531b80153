#include <cstring>
#include "fastio.hpp"
// [SDOI2011] 黑白棋: the gaps inside the k/2 pairs are Moore's Nim_d. Count the losing gap
// tuples by total with a DP over the bits (each bit set in a multiple of d + 1 gaps), place the
// free cells with a binomial, subtract from C(n, k).
const long long MOD = 1000000007;
static long long C[10105][105], f[10005], g[10005];
int main() {
    for (int i = 0; i < 10105; ++i) {
        C[i][0] = 1;
        for (int j = 1; j <= i && j < 105; ++j) C[i][j] = (C[i - 1][j - 1] + (j < i ? C[i - 1][j] : 0)) % MOD;
    }
    int n, k, d;
    while (read(n) && read(k) && read(d)) {
        int m = n - k, p = k / 2;
        memset(f, 0, sizeof(long long) * (m + 1));
        f[0] = 1;
        for (int b = 0; (1 << b) <= m; ++b) {
            memset(g, 0, sizeof(long long) * (m + 1));
            for (int s = 0; s <= m; ++s)
                if (f[s])
                    for (int j = 0; j <= p && s + j * (1 << b) <= m; j += d + 1)
                        g[s + j * (1 << b)] = (g[s + j * (1 << b)] + f[s] * C[p][j]) % MOD;
            memcpy(f, g, sizeof(long long) * (m + 1));
        }
        long long lost = 0;
        for (int s = 0; s <= m; ++s) lost = (lost + f[s] * C[m - s + p][p]) % MOD;
        put_number(((C[n][k] - lost) % MOD + MOD) % MOD, '\n');
    }
    flush();
}
