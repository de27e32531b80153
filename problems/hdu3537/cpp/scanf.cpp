#include <algorithm>
#include <cstdio>
// Mock Turtles: coin p is worth the p-th odious number; repeated coins are one coin.
int main() {
    int n;
    static long long p[105];
    while (scanf("%d", &n) == 1) {
        for (int i = 0; i < n; ++i) scanf("%lld", &p[i]);
        std::sort(p, p + n);
        n = std::unique(p, p + n) - p;
        long long sum = 0;
        for (int i = 0; i < n; ++i) sum ^= 2 * p[i] + (__builtin_popcountll(p[i]) % 2 == 0);
        puts(sum ? "No" : "Yes");
    }
}
