#include <algorithm>
#include <cstdio>
#include <cstring>
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
// Green Hackenbush with cycles: bridges by Tarjan's lowlink; each 2-edge-connected component
// becomes one vertex with its edges as loops (parity), the bridges a tree (colon principle).
const int N = 105, M = 1005;
int head[N], nxt[M], to[M], edges, disc[N], low[N], timer, comp[N];
bool bridge[M];
void add(int a, int b) { to[edges] = b, nxt[edges] = head[a], head[a] = edges++; }
void tarjan(int u, int in_edge) {
    disc[u] = low[u] = ++timer;
    for (int e = head[u]; e != -1; e = nxt[e]) {
        if (e == (in_edge ^ 1)) continue;
        int v = to[e];
        if (!disc[v]) {
            tarjan(v, e);
            low[u] = std::min(low[u], low[v]);
            if (low[v] > disc[u]) bridge[e] = bridge[e ^ 1] = true;
        } else low[u] = std::min(low[u], disc[v]);
    }
}
void label(int u, int c) {
    comp[u] = c;
    for (int e = head[u]; e != -1; e = nxt[e])
        if (!bridge[e] && !comp[to[e]]) label(to[e], c);
}
int value(int c, int parent_comp, int m) {
    int result = 0, loops = 0;
    for (int u = 1; u <= m; ++u) {
        if (comp[u] != c) continue;
        for (int e = head[u]; e != -1; e = nxt[e]) {
            if (!bridge[e]) ++loops;
            else if (comp[to[e]] != parent_comp) result ^= value(comp[to[e]], c, m) + 1;
        }
    }
    return result ^ (loops / 2 % 2);
}
int main() {
    unsigned long long graphs, m, k, a, b;
    while (read_u64(graphs)) {
        int sum = 0;
        for (unsigned long long g = 0; g < graphs && read_u64(m) && read_u64(k); ++g) {
            memset(head, -1, sizeof head), memset(disc, 0, sizeof disc);
            memset(comp, 0, sizeof comp), memset(bridge, 0, sizeof bridge);
            edges = timer = 0;
            for (unsigned long long i = 0; i < k && read_u64(a) && read_u64(b); ++i)
                add((int)a, (int)b), add((int)b, (int)a);
            tarjan(1, -1);
            int components = 0;
            for (int u = 1; u <= (int)m; ++u)
                if (disc[u] && !comp[u]) label(u, ++components);
            sum ^= value(comp[1], 0, (int)m);
        }
        write_text(sum ? "Sally\n" : "Harry\n");
    }
    flush_output();
}
