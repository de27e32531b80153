#include <cstdio>
#include <vector>
// Colon principle: a vertex is worth the XOR of (child + 1) over its children.
std::vector<int> adjacent[100005];
int dfs(int u, int parent) {
    int value = 0;
    for (int v : adjacent[u])
        if (v != parent) value ^= dfs(v, u) + 1;
    return value;
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) break;
        for (int i = 1; i <= n; ++i) adjacent[i].clear();
        for (int i = 1; i < n; ++i) {
            int a, b;
            scanf("%d %d", &a, &b);
            adjacent[a].push_back(b), adjacent[b].push_back(a);
        }
        puts(dfs(1, 0) ? "Alice" : "Bob");
    }
}
