#include <cstdio>
// Northcott: each row's gap |T - J| - 1 is a Nim pile; Tom wins iff their XOR is not 0.
int main() {
    int n, m;
    while (scanf("%d %d", &n, &m) == 2) {
        int x = 0;
        for (int i = 0; i < n; ++i) {
            int t, j;
            scanf("%d %d", &t, &j);
            x ^= (t > j ? t - j : j - t) - 1;
        }
        puts(x ? "I WIN!" : "BAD LUCK!");
    }
}
