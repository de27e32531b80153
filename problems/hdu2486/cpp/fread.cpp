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
static char out_buffer[1 << 16];
static size_t out_position;
static inline void write_text(const char *text) {
    while (*text) out_buffer[out_position++] = *text++;
}
static inline void write_u64(unsigned long long x, char end) {
    char digits[24];
    int n = 0;
    do digits[n++] = char('0' + x % 10), x /= 10; while (x);
    while (n) out_buffer[out_position++] = digits[--n];
    out_buffer[out_position++] = end;
}
const int N = 4000000;
static unsigned long long a[N], b[N];
int main() {
    unsigned long long t, n, k;
    if (!read_u64(t)) return 0;
    for (unsigned long long c = 1; c <= t && read_u64(n) && read_u64(k); ++c) {
        int i = 0, j = 0;
        a[0] = b[0] = 1;
        while (a[i] < n) {
            ++i;
            a[i] = b[i - 1] + 1;
            while (a[j + 1] * k < a[i]) ++j;
            b[i] = a[j] * k < a[i] ? b[j] + a[i] : a[i];
        }
        write_text("Case ");
        write_u64(c, ':');
        if (a[i] == n) {
            write_text(" lose\n");
        } else {
            unsigned long long answer = 0;
            while (n) {
                if (n >= a[i]) n -= a[i], answer = a[i];
                --i;
            }
            write_text(" ");
            write_u64(answer, '\n');
        }
        if (out_position > sizeof out_buffer - 64) fwrite(out_buffer, 1, out_position, stdout), out_position = 0;
    }
    fwrite(out_buffer, 1, out_position, stdout);
}
