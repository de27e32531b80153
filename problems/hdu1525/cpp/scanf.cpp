#include <cstdio>
#include <algorithm>
// Euclid's game as the accepted codes play it: follow the forced moves (quotient 1) until a
// quotient of at least 2 or a multiple; whoever is to move there wins.
int main() {
    unsigned long long a, b;
    while (scanf("%llu %llu", &a, &b) == 2 && (a || b)) {
        if (a < b) std::swap(a, b);
        bool stan = true;
        while (a % b != 0 && a / b == 1) {
            unsigned long long t = a - b;
            a = b, b = t;
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
}
