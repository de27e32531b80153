#include <cstdio>
// Misère Nim: all piles 1 -> win iff their count is even; else win iff the XOR is not 0.
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, a, x = 0, big = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; ++i) scanf("%d", &a), x ^= a, big |= a > 1;
        puts((big ? x != 0 : n % 2 == 0) ? "John" : "Brother");
    }
}
