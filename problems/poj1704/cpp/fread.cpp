#include <algorithm>
#include <vector>
#include "fastio.hpp"
int main() {
    unsigned long long t, n;
    if (!read(t)) return 0;
    std::vector<unsigned long long> p;
    while (t-- && read(n)) {
        p.assign(n + 1, 0);
        for (unsigned long long i = 1; i <= n; ++i) read(p[i]);
        std::sort(p.begin() + 1, p.end());
        unsigned long long sum = 0;
        for (long long i = (long long)n; i > 0; i -= 2) sum ^= p[i] - p[i - 1] - 1;
        put(sum ? "Georgia will win\n" : "Bob will win\n");
    }
    flush();
}
