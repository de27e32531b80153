#include <cstdio>
int main() {
    int m;
    static long long piles[1000];
    while (scanf("%d", &m) == 1 && m != 0) {
        long long sum = 0;
        for (int i = 0; i < m; ++i) scanf("%lld", &piles[i]), sum ^= piles[i];
        int count = 0;
        for (int i = 0; i < m; ++i) count += (piles[i] ^ sum) < piles[i];
        printf("%d\n", count);
    }
}
