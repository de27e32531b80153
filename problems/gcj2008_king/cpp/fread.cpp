#include <utility>
#include "fastio.hpp"
// GCJ 2008 King as the fastest write it: Edmonds' blossom (带花树: BFS, union-find over
// blossoms, timestamped LCA); a maximum matching of the board without the king's square, then
// one augmenting search from it: Alice wins iff it succeeds.
const int V = 230;
int cnt, banned, adj[V][8], deg[V], mate[V], pre[V], fa[V], type[V], vis[V], tim, q[V], id[20][20];
char g[20][20];
int find(int x) { return fa[x] == x ? x : fa[x] = find(fa[x]); }
int lca(int x, int y) {
    for (++tim;; std::swap(x, y))
        if (x) {
            x = find(x);
            if (vis[x] == tim) return x;
            vis[x] = tim, x = pre[mate[x]];
        }
}
int head, tail;
void blossom(int x, int y, int w) {
    while (find(x) != w) {
        pre[x] = y, y = mate[x];
        if (type[y] == 2) type[y] = 1, q[tail++] = y;
        if (find(x) == x) fa[x] = w;
        if (find(y) == y) fa[y] = w;
        x = pre[y];
    }
}
bool augment(int s) {
    for (int i = 1; i <= cnt; ++i) fa[i] = i, type[i] = pre[i] = 0;
    head = tail = 0, q[tail++] = s, type[s] = 1;
    while (head < tail) {
        int x = q[head++];
        for (int k = 0; k < deg[x]; ++k) {
            int y = adj[x][k];
            if (y == banned || find(x) == find(y) || type[y] == 2) continue;
            if (!type[y]) {
                type[y] = 2, pre[y] = x;
                if (!mate[y]) {
                    for (int u = y, last; u; u = last) last = mate[pre[u]], mate[u] = pre[u], mate[pre[u]] = u;
                    return true;
                }
                type[mate[y]] = 1, q[tail++] = mate[y];
            } else {
                int l = lca(x, y);
                blossom(x, y, l), blossom(y, x, l);
            }
        }
    }
    return false;
}
int main() {
    int cases = 0;
    read(cases);
    for (int t = 1; t <= cases; ++t) {
        int r = 0, c = 0, king = 0;
        read(r), read(c);
        cnt = 0;
        for (int i = 0; i < r; ++i) {
            int ch = get();
            while (ch != '.' && ch != '#' && ch != 'K') ch = get();
            for (int j = 0; j < c; ++j, ch = get()) {
                g[i][j] = (char)ch, id[i][j] = ch == '#' ? 0 : ++cnt;
                if (ch == 'K') king = cnt;
            }
        }
        for (int i = 0; i < r; ++i)
            for (int j = 0; j < c; ++j) {
                int u = id[i][j];
                if (!u) continue;
                deg[u] = 0, mate[u] = 0;
                for (int di = -1; di <= 1; ++di)
                    for (int dj = -1; dj <= 1; ++dj) {
                        int i2 = i + di, j2 = j + dj;
                        if ((di || dj) && i2 >= 0 && i2 < r && j2 >= 0 && j2 < c && id[i2][j2]) adj[u][deg[u]++] = id[i2][j2];
                    }
            }
        banned = king;
        for (int u = 1; u <= cnt; ++u)
            if (u != king && !mate[u]) augment(u);
        banned = 0;
        put("Case #"), put_number(t), put(augment(king) ? ": A\n" : ": B\n");
    }
    flush();
}
