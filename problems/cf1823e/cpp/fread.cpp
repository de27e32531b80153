#include <cstdio>
#include <cstring>
#include <vector>
// Removing Graph: the cycles by a DSU (sizes), each worth c / l when l <= c <= l + r - 1, else 0
// (the editorial); Alice wins iff the xor is not 0.
// Input in 64 KiB fread chunks, a hand-written digit loop, one output buffer.
static char buf[1 << 16];
static size_t len, pos;
static int byte() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin), pos = 0;
        if (!len) return -1;
    }
    return buf[pos++];
}
static bool next(long long &x) {
    int c = byte();
    while (c != -1 && (c < '0' || c > '9')) c = byte();
    if (c == -1) return false;
    x = 0;
    while (c >= '0' && c <= '9') x = x * 10 + (c - '0'), c = byte();
    return true;
}
static char out[1 << 16], *o = out;
static void put(const char *s, size_t n) {
    if (o + n > out + sizeof out) fwrite(out, 1, o - out, stdout), o = out;
    memcpy(o, s, n), o += n;
}
static std::vector<int> parent, sz;
static int find(int v) {
    while (parent[v] != v) parent[v] = parent[parent[v]], v = parent[v];
    return v;
}
int main() {
    long long n, l, r, u, v;
    while (next(n) && next(l) && next(r)) {
        parent.resize(n + 1), sz.assign(n + 1, 1);
        for (int i = 1; i <= n; ++i) parent[i] = i;
        for (long long i = 0; i < n && next(u) && next(v); ++i) {
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
    fwrite(out, 1, o - out, stdout);
}
