#include <cstdio>
// Lasker's Nim: g(4k) = 4k - 1, g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4.
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) break;
        long long sum = 0;
        for (int i = 0; i < n; ++i) {
            long long s;
            scanf("%lld", &s);
            long long g = s % 4 == 0 ? s - 1 : s % 4 == 3 ? s + 1 : s;
            sum ^= g;
        }
        puts(sum ? "Alice" : "Bob");
    }
}
