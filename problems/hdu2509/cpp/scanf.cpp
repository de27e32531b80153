#include <cstdio>
// A row of x is worth x: misère Nim.
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int a, x = 0, big = 0;
        for (int i = 0; i < n; ++i) scanf("%d", &a), x ^= a, big |= a > 1;
        puts((big ? x != 0 : n % 2 == 0) ? "Yes" : "No");
    }
}
