#include <cstdio>
#include <cstring>
// [JSOI2009] 游戏: Hungarian (Kuhn) matching on the grid's cells, then every cell that some
// maximum matching leaves free, by a search from the free cells along alternating paths.
// Grids one after another to the end of the input (the benchmark's input holds several).
const int N = 105;
int n, m, match[N * N], vis[N * N], stamp;
bool good[N * N];
char g[N][N];
const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
bool augment(int u) {
    int r = u / m, c = u % m;
    for (int d = 0; d < 4; ++d) {
        int r2 = r + dr[d], c2 = c + dc[d];
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= m || g[r2][c2] != '.') continue;
        int v = r2 * m + c2;
        if (vis[v] == stamp) continue;
        vis[v] = stamp;
        if (match[v] == -1 || augment(match[v])) {
            match[v] = u, match[u] = v;
            return true;
        }
    }
    return false;
}
void spread(int u) {
    good[u] = true;
    int r = u / m, c = u % m;
    for (int d = 0; d < 4; ++d) {
        int r2 = r + dr[d], c2 = c + dc[d];
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= m || g[r2][c2] != '.') continue;
        int w = match[r2 * m + c2];
        if (w != -1 && !good[w]) spread(w);
    }
}
int main() {
  while (scanf("%d %d", &n, &m) == 2) {
    for (int i = 0; i < n; ++i) scanf("%s", g[i]);
    memset(match, -1, sizeof match);
    memset(good, 0, sizeof good);
    for (int u = 0; u < n * m; ++u)
        if (g[u / m][u % m] == '.' && (u / m + u % m) % 2 == 0) ++stamp, augment(u);
    for (int u = 0; u < n * m; ++u)
        if (g[u / m][u % m] == '.' && match[u] == -1 && !good[u]) spread(u);
    bool any = false;
    for (int u = 0; u < n * m; ++u)
        if (good[u]) {
            if (!any) puts("WIN"), any = true;
            printf("%d %d\n", u / m + 1, u % m + 1);
        }
    if (!any) puts("LOSE");
  }
}
