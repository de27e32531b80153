#include "fastio.hpp"
// Coprime Nim: g(1) = 1, g(even) = 0, g(odd x) = index of its smallest prime factor among the
// primes; a linear sieve to 10^7 once, then the XOR per case.
const int N = 10000001;
static int lp[N], g[N], primes[700000];
int main() {
    int count = 0;
    g[1] = 1;
    for (int i = 2; i < N; ++i) {
        if (!lp[i]) lp[i] = i, primes[count++] = i, g[i] = i == 2 ? 0 : count;
        else g[i] = g[lp[i]];
        for (int j = 0; j < count; ++j) {
            int p = primes[j];
            if (p > lp[i] || (long long)i * p >= N) break;
            lp[i * p] = p;
        }
    }
    int t, n, a;
    read(t);
    while (t-- && read(n)) {
        int x = 0;
        for (int i = 0; i < n && read(a); ++i) x ^= g[a];
        if (x) put("Alice\n", 6); else put("Bob\n", 4);
    }
    flush();
}
