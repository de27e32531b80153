#include <algorithm>
#include <cstdio>
#include <cstring>
// Per test case: sort S, Grundy values up to 10000, then each position's XOR.
int main() {
    int k;
    static int s[105], sg[10001];
    static bool seen[105];
    while (scanf("%d", &k) == 1 && k) {
        for (int i = 0; i < k; ++i) scanf("%d", &s[i]);
        std::sort(s, s + k);
        for (int n = 0; n <= 10000; ++n) {
            memset(seen, 0, sizeof seen);
            for (int j = 0; j < k && s[j] <= n; ++j) seen[sg[n - s[j]]] = true;
            int v = 0;
            while (seen[v]) ++v;
            sg[n] = v;
        }
        int m;
        scanf("%d", &m);
        while (m--) {
            int l, x = 0, h;
            scanf("%d", &l);
            while (l--) scanf("%d", &h), x ^= sg[h];
            putchar(x ? 'W' : 'L');
        }
        putchar('\n');
    }
}
