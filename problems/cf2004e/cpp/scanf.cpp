#include <cstdio>
#include <vector>
// Coprime Nim: g(1) = 1, g(even) = 0, g(odd x) = index of its smallest prime factor among the
// primes; a linear sieve to 10^7 once, then the XOR per case.
const int N = 10000001;
static int lp[N], g[N];
int main() {
    std::vector<int> primes;
    g[1] = 1;
    for (int i = 2; i < N; ++i) {
        if (!lp[i]) lp[i] = i, primes.push_back(i), g[i] = i == 2 ? 0 : (int)primes.size();
        else g[i] = g[lp[i]];
        for (int p : primes) {
            if (p > lp[i] || (long long)i * p >= N) break;
            lp[i * p] = p;
        }
    }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; ++i) {
            int a;
            scanf("%d", &a);
            x ^= g[a];
        }
        puts(x ? "Alice" : "Bob");
    }
}
