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
static int n, sg[1005], head[1005], next_edge[1 << 20], target[1 << 20], edges;
static int grundy(int v) {
    if (sg[v] != -1) return sg[v];
    bool seen[1005] = {false};
    for (int e = head[v]; e != -1; e = next_edge[e]) seen[grundy(target[e])] = true;
    int x = 0;
    while (seen[x]) ++x;
    return sg[v] = x;
}
int main() {
    unsigned long long value, x, m;
    while (read_u64(value)) {
        n = int(value), edges = 0;
        for (int i = 0; i < n; ++i) {
            head[i] = -1, sg[i] = -1;
            read_u64(x);
            while (x--) read_u64(value), target[edges] = int(value), next_edge[edges] = head[i], head[i] = edges++;
        }
        for (int i = 0; i < n; ++i) grundy(i);
        while (read_u64(m) && m) {
            int s = 0;
            while (m--) read_u64(value), s ^= sg[value];
            write_text(s ? "WIN\n" : "LOSE\n");
            if (out_position > sizeof out_buffer - 64) fwrite(out_buffer, 1, out_position, stdout), out_position = 0;
        }
    }
    fwrite(out_buffer, 1, out_position, stdout);
}
