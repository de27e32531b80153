#include "fastio.hpp"
int main() {
    unsigned long long t, n, x;
    if (!read(t)) return 0;
    while (t-- && read(n)) {
        unsigned __int128 s = 0;
        unsigned long long i = 0;
        for (; i < n && read(x); ++i) {
            unsigned __int128 v = x;
            s ^= x % 8 == 0 ? (x ? v - 1 : v) : x % 8 == 7 ? v + 1 : v;
        }
        if (i < n) break;
        put(s ? "First player wins.\n" : "Second player wins.\n");
    }
    flush();
}
