#include <cstdio>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    unsigned long long n, m;
    while (c-- > 0 && scanf("%llu %llu", &n, &m) == 2) printf(n % (m + 1) ? "first\n" : "second\n");
}
