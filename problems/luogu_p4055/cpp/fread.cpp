#include "fastio.hpp"
// [JSOI2009] 游戏 as the fastest write it: Hopcroft-Karp on the
// grid's cells (black cells left) after a greedy start, then every cell that some maximum matching leaves free by
// a breadth-first search from the free cells along alternating paths.
// Grids one after another to the end of the input (the benchmark's input holds several).
const int N = 105, V = N * N;
int n, m, adj[V][4], deg[V], mate[V], dist[V], it[V], q[V], st[V];
bool freecell[V], good[V];
bool bfs() {
    int h = 0, t = 0;
    bool found = false;
    for (int u = 0; u < n * m; ++u) {
        dist[u] = -1;
        if (freecell[u] && (u / m + u % m) % 2 == 0 && mate[u] == -1) dist[u] = 0, q[t++] = u;
    }
    while (h < t) {
        int u = q[h++];
        for (int k = 0; k < deg[u]; ++k) {
            int w = mate[adj[u][k]];
            if (w == -1) found = true;
            else if (dist[w] == -1) dist[w] = dist[u] + 1, q[t++] = w;
        }
    }
    return found;
}
bool dfs(int root) {
    int top = 0;
    st[top++] = root;
    while (top) {
        int u = st[top - 1];
        if (it[u] == deg[u]) { dist[u] = -1, --top; continue; }
        int v = adj[u][it[u]], w = mate[v];
        if (w == -1) {
            for (int i = 0; i < top; ++i) {
                int x = st[i], y = adj[x][it[x]];
                mate[x] = y, mate[y] = x;
            }
            return true;
        }
        if (dist[w] == dist[u] + 1) st[top++] = w;
        else ++it[u];
    }
    return false;
}
int main() {
  while (read(n) && n > 0 && read(m) && m > 0) {
    for (int r = 0; r < n; ++r) {
        int c = get();
        while (c != '.' && c != '#' && c != -1) c = get();
        for (int j = 0; j < m; ++j, c = get()) freecell[r * m + j] = c == '.';
    }
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int u = 0; u < n * m; ++u) {
        mate[u] = -1, deg[u] = 0, good[u] = false;
        if (!freecell[u]) continue;
        int r = u / m, c = u % m;
        for (int d = 0; d < 4; ++d) {
            int r2 = r + dr[d], c2 = c + dc[d];
            if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < m && freecell[r2 * m + c2]) adj[u][deg[u]++] = r2 * m + c2;
        }
    }
    for (int u = 0; u < n * m; ++u)
        if (freecell[u] && (u / m + u % m) % 2 == 0)
            for (int k = 0; k < deg[u]; ++k)
                if (mate[adj[u][k]] == -1) { mate[u] = adj[u][k], mate[adj[u][k]] = u; break; }
    while (bfs()) {
        for (int u = 0; u < n * m; ++u) it[u] = 0;
        for (int u = 0; u < n * m; ++u)
            if (dist[u] == 0 && mate[u] == -1) dfs(u);
    }
    int t = 0, h = 0;
    for (int u = 0; u < n * m; ++u)
        if (freecell[u] && mate[u] == -1) good[u] = true, q[t++] = u;
    while (h < t) {
        int u = q[h++];
        for (int k = 0; k < deg[u]; ++k) {
            int w = mate[adj[u][k]];
            if (w != -1 && !good[w]) good[w] = true, q[t++] = w;
        }
    }
    bool any = false;
    for (int u = 0; u < n * m; ++u)
        if (good[u]) {
            if (!any) put("WIN\n", 4), any = true;
            put_number(u / m + 1, ' '), put_number(u % m + 1, '\n');
        }
    if (!any) put("LOSE\n", 5);
  }
  flush();
}
