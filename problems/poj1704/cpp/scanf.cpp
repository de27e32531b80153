#include <algorithm>
#include <cstdio>
// Staircase Nim: pair the chessmen from the right; the gaps inside the pairs are Nim heaps.
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    static int p[1005];
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) break;
        for (int i = 1; i <= n; ++i) scanf("%d", &p[i]);
        p[0] = 0;
        std::sort(p + 1, p + n + 1);
        int sum = 0;
        for (int i = n; i > 0; i -= 2) sum ^= p[i] - p[i - 1] - 1;
        puts(sum ? "Georgia will win" : "Bob will win");
    }
}
