#include <algorithm>
#include <cstdio>
int main() {
    long long fib[100];
    int count = 2;
    fib[0] = 1, fib[1] = 2;
    while (fib[count - 1] < (1LL << 32)) fib[count] = fib[count - 1] + fib[count - 2], ++count;
    long long n;
    while (scanf("%lld", &n) == 1 && n != 0)
        printf(std::binary_search(fib, fib + count, n) ? "Second win\n" : "First win\n");
}
