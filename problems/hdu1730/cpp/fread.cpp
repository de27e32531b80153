#include "fastio.hpp"
int main() {
    unsigned long long n, m, t, j;
    while (read(n) && read(m)) {
        unsigned long long x = 0;
        for (unsigned long long i = 0; i < n && read(t) && read(j); ++i)
            x ^= (t > j ? t - j : j - t) - 1;
        put(x ? "I WIN!\n" : "BAD LUCK!\n");
    }
    flush();
}
