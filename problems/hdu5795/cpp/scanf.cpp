#include <cstdio>
// sg(x) = x - 1 if x % 8 == 0, x + 1 if x % 8 == 7, else x; the first player wins iff the XOR
// of the heaps' values is not 0.
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) break;
        long long s = 0;
        for (int i = 0; i < n; ++i) {
            long long x;
            scanf("%lld", &x);
            s ^= x % 8 == 0 ? x - 1 : x % 8 == 7 ? x + 1 : x;
        }
        puts(s ? "First player wins." : "Second player wins.");
    }
}
