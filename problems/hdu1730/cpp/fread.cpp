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
int main() {
    unsigned long long n, m, t, j;
    while (read_u64(n) && read_u64(m)) {
        unsigned long long x = 0;
        for (unsigned long long i = 0; i < n && read_u64(t) && read_u64(j); ++i)
            x ^= (t > j ? t - j : j - t) - 1;
        write_text(x ? "I WIN!\n" : "BAD LUCK!\n");
        if (out_position > sizeof out_buffer - 64) fwrite(out_buffer, 1, out_position, stdout), out_position = 0;
    }
    fwrite(out_buffer, 1, out_position, stdout);
}
