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
    if (!read_u64(t)) return 0;
    while (t-- && read_u64(n)) {
        unsigned sum = 0;
        for (unsigned long long i = 0; i < n && read_u64(a) && read_u64(b); ++i)
            if (a && b) sum ^= exp_table[log_table[a] + log_table[b]];
        write_text(sum ? "Have a try, lxhgww.\n" : "Don't waste your time.\n");
    }
    flush_output();
}
