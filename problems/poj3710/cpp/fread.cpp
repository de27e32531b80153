#include <algorithm>
#include <cstring>
#include "fastio.hpp"
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
    while (read(graphs)) {
        int sum = 0;
        for (unsigned long long g = 0; g < graphs && read(m) && read(k); ++g) {
            memset(head, -1, sizeof head), memset(disc, 0, sizeof disc);
            memset(comp, 0, sizeof comp), memset(bridge, 0, sizeof bridge);
            edges = timer = 0;
            for (unsigned long long i = 0; i < k && read(a) && read(b); ++i)
                add((int)a, (int)b), add((int)b, (int)a);
            tarjan(1, -1);
            int components = 0;
            for (int u = 1; u <= (int)m; ++u)
                if (disc[u] && !comp[u]) label(u, ++components);
            sum ^= value(comp[1], 0, (int)m);
        }
        put(sum ? "Sally\n" : "Harry\n");
    }
    flush();
}
