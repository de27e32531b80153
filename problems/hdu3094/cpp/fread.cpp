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
// Colon principle, breadth-first (no recursion), adjacency in one array.
int main() {
    unsigned long long t, n, a, b;
    if (!read_u64(t)) return 0;
    std::vector<int> from, to, start, target, order, parent, value;
    while (t-- && read_u64(n)) {
        from.resize(n), to.resize(n);
        start.assign(n + 2, 0);
        for (unsigned long long i = 1; i < n; ++i) {
            read_u64(a), read_u64(b);
            from[i] = (int)a, to[i] = (int)b;
            ++start[a + 1], ++start[b + 1];
        }
        for (unsigned long long v = 1; v <= n; ++v) start[v + 1] += start[v];
        target.resize(2 * n);
        std::vector<int> fill(start.begin(), start.end());
        for (unsigned long long i = 1; i < n; ++i)
            target[fill[from[i]]++] = to[i], target[fill[to[i]]++] = from[i];
        order.assign(1, 1);
        parent.assign(n + 1, 0);
        parent[1] = -1;
        for (size_t k = 0; k < order.size(); ++k) {
            int u = order[k];
            for (int e = start[u]; e < start[u + 1]; ++e)
                if (target[e] != parent[u]) parent[target[e]] = u, order.push_back(target[e]);
        }
        value.assign(n + 1, 0);
        for (size_t k = order.size(); k-- > 1;) value[parent[order[k]]] ^= value[order[k]] + 1;
        write_text(value[1] ? "Alice\n" : "Bob\n");
    }
    flush_output();
}
