#include <cstdio>
#include "fastio.hpp"
// 01 Game: no written square: N odd wins; else the end runs are worth their lengths and a run
// between equal digits 1, between different ones 0 (the editorial); xor them.
int main() {
    long long n, m, x, y, px = 0, py = 0, first = 0, s = 0;
    read(n), read(m);
    for (long long i = 0; i < m; ++i) {
        read(x), read(y);
        if (i == 0) first = x;
        else if (x - px > 1 && y == py) s ^= 1;
        px = x, py = y;
    }
    bool win = m == 0 ? n % 2 == 1 : ((first - 1) ^ (n - px) ^ s) != 0;
    fputs(win ? "Takahashi\n" : "Aoki\n", stdout);
}
