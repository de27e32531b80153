#include <cstdio>
int main() {
    unsigned long long n;
    while (scanf("%llu", &n) == 1) printf(n % 3 ? "Kiki\n" : "Cici\n");
}
