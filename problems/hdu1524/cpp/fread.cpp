#include "fastio.hpp"
static int n, sg[1005], head[1005], next_edge[1 << 20], target[1 << 20], edges;
static int grundy(int v) {
    if (sg[v] != -1) return sg[v];
    bool seen[1005] = {false};
    for (int e = head[v]; e != -1; e = next_edge[e]) seen[grundy(target[e])] = true;
    int x = 0;
    while (seen[x]) ++x;
    return sg[v] = x;
}
int main() {
    unsigned long long value, x, m;
    while (read(value)) {
        n = int(value), edges = 0;
        for (int i = 0; i < n; ++i) {
            head[i] = -1, sg[i] = -1;
            read(x);
            while (x--) read(value), target[edges] = int(value), next_edge[edges] = head[i], head[i] = edges++;
        }
        for (int i = 0; i < n; ++i) grundy(i);
        while (read(m) && m) {
            int s = 0;
            while (m--) read(value), s ^= sg[value];
            if (s) put("WIN\n", 4); else put("LOSE\n", 5);
        }
    }
    flush();
}
