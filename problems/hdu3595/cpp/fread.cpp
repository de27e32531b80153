#include "fastio.hpp"
static int step(unsigned long long x, unsigned long long y) {
    if (x > y) { unsigned long long t = x; x = y; y = t; }
    unsigned long long quotients[100];
    int count = 0;
    while (x) quotients[count++] = y / x, y %= x, y ^= x, x ^= y, y ^= x;
    int s = 0;
    while (count--) s = (quotients[count] == 1 || s % 2 == 0) ? s + 1 : s + 2;
    return s;
}
int main() {
    unsigned long long n, p, q;
    while (read(n)) {
        int best = 0;
        for (unsigned long long i = 0; i < n && read(p) && read(q); ++i) {
            int s = step(p, q);
            if (s > best) best = s;
        }
        put(best % 2 ? "MM\n" : "GG\n");
    }
    flush();
}
