#include <vector>
#include "fastio.hpp"
// Colon principle, breadth-first (no recursion), adjacency in one array.
int main() {
    unsigned long long t, n, a, b;
    if (!read(t)) return 0;
    std::vector<int> from, to, start, target, order, parent, value;
    while (t-- && read(n)) {
        from.resize(n), to.resize(n);
        start.assign(n + 2, 0);
        for (unsigned long long i = 1; i < n; ++i) {
            read(a), read(b);
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
        put(value[1] ? "Alice\n" : "Bob\n");
    }
    flush();
}
