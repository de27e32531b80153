#include <cstdio>
// Turning Corners: the light (x, y) is worth the nim product x * y. Nim products of values
// below 2^16 by halves (X = 2^half, X * X = X ^ X / 2), bytes from a table.
static int byte_product[256][256];
int nim(int a, int b, int bits) {
    if (bits == 8 && byte_product[1][1]) return byte_product[a][b];
    if (bits == 1) return a & b;
    int half = bits / 2, mask = (1 << half) - 1;
    int a0 = a & mask, a1 = a >> half, b0 = b & mask, b1 = b >> half;
    int low = nim(a0, b0, half), high = nim(a1, b1, half), cross = nim(a0 ^ a1, b0 ^ b1, half);
    return ((cross ^ low) << half) | (low ^ nim(high, 1 << (half - 1), half));
}
int main() {
    int table[256][256];
    for (int a = 0; a < 256; ++a)
        for (int b = 0; b < 256; ++b) table[a][b] = nim(a, b, 8);
    for (int a = 0; a < 256; ++a)
        for (int b = 0; b < 256; ++b) byte_product[a][b] = table[a][b];
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) break;
        int sum = 0;
        for (int i = 0; i < n; ++i) {
            int x, y;
            scanf("%d %d", &x, &y);
            sum ^= nim(x, y, 16);
        }
        puts(sum ? "Have a try, lxhgww." : "Don't waste your time.");
    }
}
