#include <cstdio>
#include <cstring>
#include <vector>
// Grundy values by memoised DFS (mex of the successors), the XOR of the chessmen's values.
int n, sg[1005];
std::vector<int> g[1005];
int grundy(int v) {
    if (sg[v] != -1) return sg[v];
    bool seen[1005] = {false};
    for (int to : g[v]) seen[grundy(to)] = true;
    int x = 0;
    while (seen[x]) ++x;
    return sg[v] = x;
}
int main() {
    while (scanf("%d", &n) == 1) {
        for (int i = 0; i < n; ++i) {
            g[i].clear();
            int x;
            scanf("%d", &x);
            while (x--) {
                int to;
                scanf("%d", &to);
                g[i].push_back(to);
            }
        }
        memset(sg, -1, sizeof sg);
        int m;
        while (scanf("%d", &m) == 1 && m) {
            int s = 0;
            while (m--) {
                int p;
                scanf("%d", &p);
                s ^= grundy(p);
            }
            puts(s ? "WIN" : "LOSE");
        }
    }
}
