#include <cmath>
#include "fastio.hpp"
// Exact for the statement's a, b <= 10^9.
// floor(k * phi) for k <= 10^9: the double square root, corrected to be exact.
static unsigned long long lower(unsigned long long k) {
    unsigned long long s = (unsigned long long)sqrt((double)(5 * k * k));
    while (s * s > 5 * k * k) --s;
    while ((s + 1) * (s + 1) <= 5 * k * k) ++s;
    return (k + s) / 2;
}
int main() {
    unsigned long long a, b;
    while (read(a) && read(b)) {
        if (a > b) { unsigned long long t = a; a = b; b = t; }
        put(lower(b - a) == a ? '0' : '1'), put('\n');
    }
    flush();
}
