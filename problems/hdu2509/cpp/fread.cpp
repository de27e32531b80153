#include "fastio.hpp"
int main() {
    char *p = read_all();
    long long n, a;
    while (read(p, n)) {
        long long x = 0;
        bool big = false;
        for (int i = 0; i < n; ++i) read(p, a), x ^= a, big |= a > 1;
        if (big ? x != 0 : n % 2 == 0) put("Yes\n", 4); else put("No\n", 3);
    }
    flush();
}
