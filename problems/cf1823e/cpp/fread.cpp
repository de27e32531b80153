#include <vector>
#include "fastio.hpp"
// Removing Graph: the cycles by a DSU (sizes), each worth c / l when l <= c <= l + r - 1, else 0
// (the editorial); Alice wins iff the xor is not 0.
static std::vector<int> parent, sz;
static int find(int v) {
    while (parent[v] != v) parent[v] = parent[parent[v]], v = parent[v];
    return v;
}
int main() {
    long long n, l, r, u, v;
    while (read(n) && read(l) && read(r)) {
        parent.resize(n + 1), sz.assign(n + 1, 1);
        for (int i = 1; i <= n; ++i) parent[i] = i;
        for (long long i = 0; i < n && read(u) && read(v); ++i) {
            int a = find(u), b = find(v);
            if (a != b) {
                if (sz[a] < sz[b]) a ^= b ^= a ^= b;
                parent[b] = a, sz[a] += sz[b];
            }
        }
        long long x = 0;
        for (int i = 1; i <= n; ++i)
            if (find(i) == i && l <= sz[i] && sz[i] <= l + r - 1) x ^= sz[i] / l;
        if (x) put("Alice\n", 6); else put("Bob\n", 4);
    }
    flush();
}
