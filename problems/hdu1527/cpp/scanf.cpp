#include <cmath>
#include <cstdio>
// floor(k * phi) for k <= 10^9: the double square root, corrected to be exact.
static unsigned long long lower(unsigned long long k) {
    unsigned long long s = (unsigned long long)sqrt((double)(5 * k * k));
    while (s * s > 5 * k * k) --s;
    while ((s + 1) * (s + 1) <= 5 * k * k) ++s;
    return (k + s) / 2;
}
int main() {
    unsigned long long a, b;
    while (scanf("%llu %llu", &a, &b) == 2) {
        if (a > b) { unsigned long long t = a; a = b; b = t; }
        printf("%d\n", lower(b - a) == a ? 0 : 1);
    }
}
