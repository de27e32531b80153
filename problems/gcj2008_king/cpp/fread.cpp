#include <cstdio>
#include <cstring>
#include <utility>
// GCJ 2008 King as the fastest write it: input by 64 KiB fread chunks, Edmonds' blossom
// (带花树: BFS, union-find over blossoms, timestamped LCA); a maximum matching of the board
// without the king's square, then one augmenting search from it: Alice wins iff it succeeds.
const int V = 230;
static char in[1 << 16], out[1 << 16];
static int in_pos, in_len, out_len;
static inline int get() {
    if (in_pos == in_len) {
        in_len = (int)fread(in, 1, sizeof in, stdin), in_pos = 0;
        if (in_len <= 0) return -1;
    }
    return in[in_pos++];
}
static inline int read_int() {
    int c = get(), x = 0;
    while (c != -1 && (c < '0' || c > '9')) c = get();
    while (c >= '0' && c <= '9') x = x * 10 + (c - '0'), c = get();
    return x;
}
static inline void put_str(const char *s) {
    while (*s) out[out_len++] = *s++;
}
static inline void put_int(int x) {
    char d[12];
    int k = 0;
    do d[k++] = (char)('0' + x % 10), x /= 10; while (x);
    while (k) out[out_len++] = d[--k];
}
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
    int cases = read_int();
    for (int t = 1; t <= cases; ++t) {
        int r = read_int(), c = read_int(), king = 0;
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
        put_str("Case #"), put_int(t), put_str(augment(king) ? ": A\n" : ": B\n");
        if (out_len > (1 << 16) - 64) fwrite(out, 1, out_len, stdout), out_len = 0;
    }
    fwrite(out, 1, out_len, stdout);
}
