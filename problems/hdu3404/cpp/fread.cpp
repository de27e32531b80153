#include "fastio.hpp"
// Nim products below 2^16 through discrete logarithms in the field of order 2^16.
static unsigned short log_table[1 << 16], exp_table[1 << 17];
static unsigned slow(unsigned a, unsigned b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    unsigned mask = (1u << half) - 1;
    unsigned a0 = a & mask, a1 = a >> half, b0 = b & mask, b1 = b >> half;
    unsigned low = slow(a0, b0, half), high = slow(a1, b1, half), cross = slow(a0 ^ a1, b0 ^ b1, half);
    return ((cross ^ low) << half) | (low ^ slow(high, 1u << (half - 1), half));
}
int main() {
    // 258 generates the multiplicative group (order 65535 = 3 * 5 * 17 * 257): checked below.
    unsigned generator = 2;
    for (;; ++generator) {
        unsigned x = 1, period = 0;
        do x = slow(x, generator, 16), ++period; while (x != 1 && period < 65535);
        if (period == 65535) break;
    }
    unsigned x = 1;
    for (int i = 0; i < 65535; ++i) {
        exp_table[i] = exp_table[i + 65535] = (unsigned short)x;
        log_table[x] = (unsigned short)i;
        x = slow(x, generator, 16);
    }
    unsigned long long t, n, a, b;
    if (!read(t)) return 0;
    while (t-- && read(n)) {
        unsigned sum = 0;
        for (unsigned long long i = 0; i < n && read(a) && read(b); ++i)
            if (a && b) sum ^= exp_table[log_table[a] + log_table[b]];
        put(sum ? "Have a try, lxhgww.\n" : "Don't waste your time.\n");
    }
    flush();
}
