// Library Checker nim_product_64 the way its reference solution works: a 32 MiB table of the
// products of every byte of A (at each of the 8 places) with every byte of B (at each place),
// and 64 lookups per query; scanf/printf.
#include <cstdio>
#include <cstdint>
typedef unsigned long long u64;

static u64 table[8][8][256][256];

// Nim product of a, b < 2^(2 half) from the products of halves (X = 2^half, X*X = X ^ X/2).
static u64 slow(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a0 = a & mask, a1 = a >> half, b0 = b & mask, b1 = b >> half;
    u64 low = slow(a0, b0, half), high = slow(a1, b1, half), cross = slow(a0 ^ a1, b0 ^ b1, half);
    return ((cross ^ low) << half) | (low ^ slow(high, 1ULL << (half - 1), half));
}

int main() {
    static unsigned char small[256][256];
    for (int a = 0; a < 256; ++a)
        for (int b = 0; b < 256; ++b) small[a][b] = (unsigned char)slow(a, b, 8);
    for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j) {
            // 2^(8i) * 2^(8j); a byte c times it multiplies each of its bytes, in place.
            u64 basis = slow(1ULL << (8 * i), 1ULL << (8 * j), 64);
            for (int a = 0; a < 256; ++a)
                for (int b = 0; b < 256; ++b) {
                    unsigned c = small[a][b];
                    u64 product = 0;
                    for (int k = 0; k < 8; ++k)
                        product |= (u64)small[c][(basis >> (8 * k)) & 255] << (8 * k);
                    table[i][j][a][b] = product;
                }
        }
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        u64 a, b;
        if (scanf("%llu %llu", &a, &b) != 2) break;
        u64 product = 0;
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j)
                product ^= table[i][j][(a >> (8 * i)) & 255][(b >> (8 * j)) & 255];
        printf("%llu\n", product);
    }
}
