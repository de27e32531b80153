#include <algorithm>
#include <cstdio>
#include <vector>
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
int main() {
    unsigned long long t, n;
    if (!read_u64(t)) return 0;
    std::vector<unsigned long long> p;
    while (t-- && read_u64(n)) {
        p.assign(n + 1, 0);
        for (unsigned long long i = 1; i <= n; ++i) read_u64(p[i]);
        std::sort(p.begin() + 1, p.end());
        unsigned long long sum = 0;
        for (long long i = (long long)n; i > 0; i -= 2) sum ^= p[i] - p[i - 1] - 1;
        write_text(sum ? "Georgia will win\n" : "Bob will win\n");
    }
    flush_output();
}
