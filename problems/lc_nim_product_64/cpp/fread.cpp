#include <cstdio>
// One 64 KiB fread buffer, a hand-written digit loop, one output buffer written at the end.
static char in_buffer[1 << 16];
static size_t in_position, in_length;
static inline int next_char() {
    if (in_position == in_length) {
        in_length = fread(in_buffer, 1, sizeof in_buffer, stdin);
        in_position = 0;
        if (in_length == 0) return -1;
    }
    return in_buffer[in_position++];
}
static inline bool read_u64(unsigned long long &x) {
    int c = next_char();
    while (c != -1 && (c < '0' || c > '9')) c = next_char();
    if (c == -1) return false;
    x = 0;
    while (c >= '0' && c <= '9') x = x * 10 + (c - '0'), c = next_char();
    return true;
}
static char out_buffer[1 << 25];
static size_t out_position;
static inline void write_text(const char *text) {
    while (*text) out_buffer[out_position++] = *text++;
}
static inline void write_u64(unsigned long long x) {
    char digits[24];
    int n = 0;
    do digits[n++] = char('0' + x % 10), x /= 10; while (x);
    while (n) out_buffer[out_position++] = digits[--n];
    out_buffer[out_position++] = '\n';
}
static inline void flush_output() { fwrite(out_buffer, 1, out_position, stdout); }
// Nim products on 64 bits the way a strong contestant writes them: Karatsuba on halves
// (X * X = X ^ X / 2 for X = 2^16, 2^32), products of 16-bit values through discrete
// logarithms in the field of order 2^16 (384 KiB of tables).
typedef unsigned long long u64;
static unsigned short log_table[1 << 16], exp_table[1 << 17];
static int log_half, log_half_squared;
static u64 slow(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a0 = a & mask, a1 = a >> half, b0 = b & mask, b1 = b >> half;
    u64 low = slow(a0, b0, half), high = slow(a1, b1, half), cross = slow(a0 ^ a1, b0 ^ b1, half);
    return ((cross ^ low) << half) | (low ^ slow(high, 1ULL << (half - 1), half));
}
static inline unsigned product16(unsigned a, unsigned b) {
    return a && b ? exp_table[log_table[a] + log_table[b]] : 0;
}
static inline unsigned times16(unsigned a, int logarithm) {
    return a ? exp_table[log_table[a] + logarithm] : 0;
}
static inline unsigned product32(unsigned a, unsigned b) {
    unsigned a0 = a & 0xFFFF, a1 = a >> 16, b0 = b & 0xFFFF, b1 = b >> 16;
    unsigned low = product16(a0, b0), high = product16(a1, b1), cross = product16(a0 ^ a1, b0 ^ b1);
    return ((cross ^ low) << 16) | (low ^ times16(high, log_half));
}
static inline u64 product64(u64 a, u64 b) {
    unsigned a0 = (unsigned)a, a1 = (unsigned)(a >> 32), b0 = (unsigned)b, b1 = (unsigned)(b >> 32);
    unsigned low = product32(a0, b0), high = product32(a1, b1), cross = product32(a0 ^ a1, b0 ^ b1);
    // high * 2^31, where 2^31 = 2^15 * 2^16 in the field of order 2^32.
    unsigned h0 = high & 0xFFFF, h1 = high >> 16;
    unsigned shifted = (times16(h1 ^ h0, log_half) << 16) | times16(h1, log_half_squared);
    return ((u64)(cross ^ low) << 32) | (low ^ shifted);
}
int main() {
    unsigned generator = 2;
    for (;; ++generator) {
        u64 x = 1;
        unsigned period = 0;
        do x = slow(x, generator, 16), ++period; while (x != 1 && period < 65535);
        if (period == 65535) break;
    }
    u64 x = 1;
    for (int i = 0; i < 65535; ++i) {
        exp_table[i] = exp_table[i + 65535] = (unsigned short)x;
        log_table[x] = (unsigned short)i;
        x = slow(x, generator, 16);
    }
    log_half = log_table[1 << 15];
    log_half_squared = 2 * log_half % 65535;
    u64 t, a, b;
    if (!read_u64(t)) return 0;
    while (t-- && read_u64(a) && read_u64(b)) {
        write_u64(product64(a, b));
        if (out_position > sizeof out_buffer - 64) flush_output(), out_position = 0;
    }
    flush_output();
}
