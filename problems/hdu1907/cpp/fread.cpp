#include "fastio.hpp"
int main() {
    char *p = read_all();
    long long t, n, a;
    read(p, t);
    while (t--) {
        read(p, n);
        long long x = 0;
        bool big = false;
        for (int i = 0; i < n; ++i) read(p, a), x ^= a, big |= a > 1;
        if (big ? x != 0 : n % 2 == 0) put("John\n", 5); else put("Brother\n", 8);
    }
    flush();
}
