#include "fastio.hpp"
// The divisor game: a number is a Nim heap of its prime factors counted with multiplicity;
// Omega for every number to 10^5 by a linear sieve, then the XOR per case, to the end of the
// input.
const int N = 100001;
static unsigned char omega[N];
static int primes[N];
int main() {
    int count = 0;
    for (int i = 2; i < N; ++i) {
        if (!omega[i]) omega[i] = 1, primes[count++] = i;
        for (int j = 0; j < count && (long long)i * primes[j] < N; ++j) {
            omega[i * primes[j]] = omega[i] + 1;
            if (i % primes[j] == 0) break;
        }
    }
    int n, a;
    while (read(n)) {
        int x = 0;
        for (int i = 0; i < n && read(a); ++i) x ^= omega[a];
        if (x) put("Anna\n", 5); else put("Bruno\n", 6);
    }
    flush();
}
