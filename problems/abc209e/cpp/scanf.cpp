#include <cstdio>
#include <cstring>
#include <queue>
#include <vector>
// Shiritori: a word is an edge first3 -> last3 over the 52^3 triples; BFS backwards from
// the triples without words. res: 0 Draw, 1 Win, 2 Lose for the player to move.
static int code(char c) { return c <= 'Z' ? c - 'A' : c - 'a' + 26; }
static int triple(const char *w) { return (code(w[0]) * 52 + code(w[1])) * 52 + code(w[2]); }
int main() {
    const int V = 52 * 52 * 52;
    int n;
    while (scanf("%d", &n) == 1) {
        std::vector<int> from(n), to(n);
        char w[16];
        bool ok = true;
        for (int i = 0; i < n; ++i) {
            if (scanf("%15s", w) != 1) { ok = false; break; }
            from[i] = triple(w), to[i] = triple(w + strlen(w) - 3);
        }
        if (!ok) break;
        std::vector<std::vector<int>> rev(V);
        std::vector<int> deg(V, 0), res(V, 0);
        for (int i = 0; i < n; ++i) rev[to[i]].push_back(from[i]), ++deg[from[i]];
        std::queue<int> q;
        for (int v = 0; v < V; ++v)
            if (deg[v] == 0) res[v] = 2, q.push(v);
        while (!q.empty()) {
            int v = q.front();
            q.pop();
            for (int u : rev[v]) {
                if (res[u]) continue;
                if (res[v] == 2) res[u] = 1, q.push(u);
                else if (--deg[u] == 0) res[u] = 2, q.push(u);
            }
        }
        for (int i = 0; i < n; ++i)
            puts(res[to[i]] == 1 ? "Aoki" : res[to[i]] == 2 ? "Takahashi" : "Draw");
    }
}
