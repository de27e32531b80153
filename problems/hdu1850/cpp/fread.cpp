#include "fastio.hpp"
int main() {
    long long m;
    static long long piles[1000];
    while (read(m) && m != 0) {
        long long sum = 0;
        for (int i = 0; i < m; ++i) read(piles[i]), sum ^= piles[i];
        int count = 0;
        for (int i = 0; i < m; ++i) count += (piles[i] ^ sum) < piles[i];
        put_number(count, '\n');
    }
    flush();
}
