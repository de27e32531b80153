#include <vector>
#include "fastio.hpp"
// Library Checker general_matching the way contestants write it: the whole input at once
// (read_all); Edmonds' blossom algorithm (BFS from each free vertex, odd cycles contracted
// through their lowest common base), O(N^3).
static int n;
static std::vector<std::vector<int>> g;
static std::vector<int> mate, parent, base, label, q;
static std::vector<char> used, blossom;
static int lca(int a, int b) {
    used.assign(n, 0);
    for (;;) {
        a = base[a], used[a] = 1;
        if (mate[a] < 0) break;
        a = parent[mate[a]];
    }
    for (;;) {
        b = base[b];
        if (used[b]) return b;
        b = parent[mate[b]];
    }
}
static void mark(int v, int b, int child) {
    while (base[v] != b) {
        blossom[base[v]] = blossom[base[mate[v]]] = 1;
        parent[v] = child, child = mate[v], v = parent[mate[v]];
    }
}
static int find_path(int root) {
    label.assign(n, -1), parent.assign(n, -1);
    for (int i = 0; i < n; ++i) base[i] = i;
    q.assign(1, root), label[root] = 0;
    for (size_t h = 0; h < q.size(); ++h) {
        int v = q[h];
        for (int to : g[v]) {
            if (base[v] == base[to] || mate[v] == to) continue;
            if (to == root || (mate[to] >= 0 && parent[mate[to]] >= 0)) {
                int b = lca(v, to);
                blossom.assign(n, 0);
                mark(v, b, to), mark(to, b, v);
                for (int i = 0; i < n; ++i)
                    if (blossom[base[i]]) {
                        base[i] = b;
                        if (label[i] < 0) label[i] = 0, q.push_back(i);
                    }
            } else if (parent[to] < 0) {
                parent[to] = v;
                if (mate[to] < 0) return to;
                label[mate[to]] = 0, q.push_back(mate[to]);
            }
        }
    }
    return -1;
}
int main() {
    char *p = read_all();
    int m = 0;
    read(p, n), read(p, m);
    g.assign(n, {}), mate.assign(n, -1), base.assign(n, 0);
    for (int i = 0; i < m; ++i) {
        int a = 0, b = 0;
        read(p, a), read(p, b);
        if (a != b) g[a].push_back(b), g[b].push_back(a);
    }
    int size = 0;
    for (int v = 0; v < n; ++v)  // greedy start
        if (mate[v] < 0)
            for (int to : g[v])
                if (mate[to] < 0) { mate[v] = to, mate[to] = v, ++size; break; }
    for (int v = 0; v < n; ++v)
        if (mate[v] < 0) {
            int u = find_path(v);
            if (u < 0) continue;
            ++size;
            while (u >= 0) {
                int pv = parent[u], ppv = mate[pv];
                mate[u] = pv, mate[pv] = u, u = ppv;
            }
        }
    put_number(size, '\n');
    for (int v = 0; v < n; ++v)
        if (mate[v] > v) put_number(v, ' '), put_number(mate[v], '\n');
    flush();
}
