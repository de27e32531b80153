#include <cstdio>
// Nim: every pile with a ^ x < a is a winning move, in input order.
int main() {
    int m;
    static int a[200005];
    while (scanf("%d", &m) == 1 && m) {
        int x = 0;
        for (int i = 0; i < m; ++i) scanf("%d", &a[i]), x ^= a[i];
        if (!x) {
            puts("No");
            continue;
        }
        puts("Yes");
        for (int i = 0; i < m; ++i)
            if ((a[i] ^ x) < a[i]) printf("%d %d\n", a[i], a[i] ^ x);
    }
}
