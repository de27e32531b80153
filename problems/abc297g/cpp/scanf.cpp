#include <cstdio>
// Nim with takes in [L, R]: a pile of a is worth (a mod (L + R)) / L (the editorial's form).
// One case per N L R line, to the end of the input.
int main() {
    long long n, l, r;
    while (scanf("%lld %lld %lld", &n, &l, &r) == 3) {
        long long x = 0;
        for (long long i = 0; i < n; ++i) {
            long long a;
            scanf("%lld", &a);
            x ^= a % (l + r) / l;
        }
        puts(x ? "First" : "Second");
    }
}
