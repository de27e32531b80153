#include <cstdio>
#include <cstring>
// Grundy values of "take a Fibonacci number" up to 1000, then the XOR of the three piles.
int main() {
    int fib[20], count = 0;
    fib[count++] = 1, fib[count++] = 2;
    while (fib[count - 1] + fib[count - 2] <= 1000) fib[count] = fib[count - 1] + fib[count - 2], ++count;
    static int sg[1001];
    bool seen[32];
    for (int n = 1; n <= 1000; ++n) {
        memset(seen, 0, sizeof seen);
        for (int j = 0; j < count && fib[j] <= n; ++j) seen[sg[n - fib[j]]] = true;
        int v = 0;
        while (seen[v]) ++v;
        sg[n] = v;
    }
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
}
