#include <algorithm>
#include <vector>
#include "fastio.hpp"
int main() {
    unsigned long long n;
    std::vector<unsigned long long> p;
    while (read(n)) {
        p.resize(n);
        for (unsigned long long i = 0; i < n; ++i) read(p[i]);
        std::sort(p.begin(), p.end());
        p.erase(std::unique(p.begin(), p.end()), p.end());
        unsigned long long sum = 0;
        for (unsigned long long x : p) sum ^= 2 * x + (__builtin_popcountll(x) % 2 == 0);
        put(sum ? "No\n" : "Yes\n");
    }
    flush();
}
