#include "fastio.hpp"
int main() {
    char *p = read_all();
    long long m, q;
    while (read(p, m) && m) {
        long long x = 0;
        for (int i = 0; i < m; ++i) read(p, q), x ^= q;
        if (x) put("Rabbit Win!\n", 12); else put("Grass Win!\n", 11);
    }
    flush();
}
