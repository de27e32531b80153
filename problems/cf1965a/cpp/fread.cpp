#include <algorithm>
#include "fastio.hpp"
// Everything Nim: sort, dedupe; k = the length of the run 1, 2, ..., k at the start; if it is
// every size, Alice wins iff k is odd, else iff k is even (the editorial).
static long long a[200005];
int main() {
    long long t, n;
    read(t);
    while (t-- && read(n)) {
        for (long long i = 0; i < n; ++i) read(a[i]);
        std::sort(a, a + n);
        long long m = std::unique(a, a + n) - a, k = 0;
        while (k < m && a[k] == k + 1) ++k;
        bool alice = k == m ? k % 2 == 1 : k % 2 == 0;
        if (alice) put("Alice\n", 6); else put("Bob\n", 4);
    }
    flush();
}
