#include <cstring>
#include <algorithm>
#include "fastio.hpp"
int main() {
    char *p = read_all();
    static long long s[105];
    static int sg[10001];
    static bool seen[105];
    long long k, m, l, h;
    while (read(p, k) && k) {
        for (int i = 0; i < k; ++i) read(p, s[i]);
        std::sort(s, s + k);
        for (int n = 0; n <= 10000; ++n) {
            memset(seen, 0, sizeof seen);
            for (int j = 0; j < k && s[j] <= n; ++j) seen[sg[n - s[j]]] = true;
            int v = 0;
            while (seen[v]) ++v;
            sg[n] = v;
        }
        read(p, m);
        while (m--) {
            int x = 0;
            read(p, l);
            while (l--) read(p, h), x ^= sg[h];
            put(x ? "W" : "L", 1);
        }
        put("\n", 1);
    }
    flush();
}
