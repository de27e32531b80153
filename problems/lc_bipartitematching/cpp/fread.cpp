#include <vector>
#include "fastio.hpp"
// Library Checker bipartitematching the way the fastest contestants write it: the whole input
// at once (read_all); Hopcroft-Karp on compressed rows (a greedy start, BFS
// layers from the free left vertices, an iterative DFS along them).
int main() {
    char *p = read_all();
    int l = 0, r = 0, m = 0;
    read(p, l), read(p, r), read(p, m);
    std::vector<int> start(l + 2), to(m), a(m), b(m);
    for (int i = 0; i < m; ++i) read(p, a[i]), read(p, b[i]), ++start[a[i] + 1];
    for (int i = 0; i < l; ++i) start[i + 1] += start[i];
    std::vector<int> fill(start.begin(), start.end());
    for (int i = 0; i < m; ++i) to[fill[a[i]]++] = b[i];
    std::vector<int> ml(l, -1), mr(r, -1), layer(l), queue(l), it(l), stack;
    int size = 0;
    for (int u = 0; u < l; ++u)
        for (int e = start[u]; e < start[u + 1]; ++e)
            if (mr[to[e]] < 0) { ml[u] = to[e], mr[to[e]] = u, ++size; break; }
    for (;;) {
        int tail = 0;
        for (int u = 0; u < l; ++u) layer[u] = ml[u] < 0 ? (queue[tail++] = u, 0) : -1;
        bool free = false;
        for (int h = 0; h < tail; ++h) {
            int u = queue[h];
            for (int e = start[u]; e < start[u + 1]; ++e) {
                int w = mr[to[e]];
                if (w < 0) free = true;
                else if (layer[w] < 0) layer[w] = layer[u] + 1, queue[tail++] = w;
            }
        }
        if (!free) break;
        for (int u = 0; u < l; ++u) it[u] = start[u];
        for (int root = 0; root < l; ++root) {
            if (ml[root] >= 0) continue;
            stack.assign(1, root);
            while (!stack.empty()) {
                int u = stack.back(), w = -2;
                for (; it[u] < start[u + 1]; ++it[u]) {
                    int x = mr[to[it[u]]];
                    if (x < 0 || layer[x] == layer[u] + 1) { w = x; break; }
                }
                if (w == -2) { layer[u] = -1, stack.pop_back(); continue; }
                if (w < 0) {
                    for (int v : stack) ml[v] = to[it[v]], mr[to[it[v]]] = v;
                    ++size;
                    break;
                }
                stack.push_back(w);
            }
        }
    }
    put_number(size, '\n');
    for (int u = 0; u < l; ++u)
        if (ml[u] >= 0) put_number(u, ' '), put_number(ml[u], '\n');
    flush();
}
