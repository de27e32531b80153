#include <cstdio>
#include <cstring>
#include <vector>
// Library Checker bipartitematching the way the fastest contestants write it: the whole input
// in one fread, one output buffer; Hopcroft-Karp on compressed rows (a greedy start, BFS
// layers from the free left vertices, an iterative DFS along them).
static char *p;
static int next() {
    while (*p < '0') ++p;
    int x = 0;
    while (*p >= '0') x = x * 10 + (*p++ - '0');
    return x;
}
int main() {
    static char in[1 << 25];
    in[fread(in, 1, sizeof in - 1, stdin)] = 0;
    p = in;
    int l = next(), r = next(), m = next();
    std::vector<int> start(l + 2), to(m), a(m), b(m);
    for (int i = 0; i < m; ++i) a[i] = next(), b[i] = next(), ++start[a[i] + 1];
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
    static char out[1 << 23];
    char *o = out;
    o += sprintf(o, "%d\n", size);
    for (int u = 0; u < l; ++u)
        if (ml[u] >= 0) o += sprintf(o, "%d %d\n", u, ml[u]);
    fwrite(out, 1, o - out, stdout);
}
