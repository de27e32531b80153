#include <cstring>
#include "fastio.hpp"
// Shiritori: a word is an edge first3 -> last3 over the 52^3 triples; reverse edges in one array (counting sort), BFS backwards from the triples
// without words with an array queue.
static inline int code(char c) { return c <= 'Z' ? c - 'A' : c - 'a' + 26; }
static inline int triple(const char *w) { return (code(w[0]) * 52 + code(w[1])) * 52 + code(w[2]); }
const int V = 52 * 52 * 52, M = 200005;
static int from[M], to[M], start[V + 1], src[M], deg[V], qu[V];
static char res[V];  // 0 Draw, 1 Win, 2 Lose
int main() {
    int n;
    char w[64];
    while (read(n)) {
        int got = 0;
        for (; got < n; ++got) {
            int len = read_word(w);
            if (len == 0) break;
            from[got] = triple(w), to[got] = triple(w + len - 3);
        }
        if (got < n) break;
        memset(start, 0, sizeof start), memset(deg, 0, sizeof deg), memset(res, 0, sizeof res);
        for (int i = 0; i < n; ++i) ++start[to[i] + 1], ++deg[from[i]];
        for (int v = 0; v < V; ++v) start[v + 1] += start[v];
        for (int i = 0; i < n; ++i) src[start[to[i]]++] = from[i];
        for (int v = V; v > 0; --v) start[v] = start[v - 1];
        start[0] = 0;
        int head = 0, tail = 0;
        for (int v = 0; v < V; ++v)
            if (deg[v] == 0) res[v] = 2, qu[tail++] = v;
        while (head < tail) {
            int v = qu[head++];
            bool lost = res[v] == 2;
            for (int e = start[v]; e < start[v + 1]; ++e) {
                int u = src[e];
                if (res[u]) continue;
                if (lost) res[u] = 1, qu[tail++] = u;
                else if (--deg[u] == 0) res[u] = 2, qu[tail++] = u;
            }
        }
        for (int i = 0; i < n; ++i) put(res[to[i]] == 1 ? "Aoki\n" : res[to[i]] == 2 ? "Takahashi\n" : "Draw\n");
    }
    flush();
}
