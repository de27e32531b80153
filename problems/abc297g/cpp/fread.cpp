#include "fastio.hpp"
// Nim with takes in [L, R]: a pile of a is worth (a mod (L + R)) / L (the editorial's form).
int main() {
    long long n, l, r, a;
    while (read(n) && read(l) && read(r)) {
        long long x = 0, period = l + r;
        for (long long i = 0; i < n && read(a); ++i) x ^= a % period / l;
        if (x) put("First\n", 6); else put("Second\n", 7);
    }
    flush();
}
