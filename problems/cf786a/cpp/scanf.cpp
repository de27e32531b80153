#include <cstdio>
#include <queue>
#include <vector>
// Berzerk: BFS backwards from the black hole over states (object, player to move).
// res: 0 unknown (Loop), 1 Win, 2 Lose; cnt counts moves known to reach a Win.
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int k[2];
        std::vector<int> s[2];
        bool ok = true;
        for (int p = 0; p < 2 && ok; ++p) {
            if (scanf("%d", &k[p]) != 1) { ok = false; break; }
            s[p].resize(k[p]);
            for (int i = 0; i < k[p]; ++i)
                if (scanf("%d", &s[p][i]) != 1) { ok = false; break; }
        }
        if (!ok) break;
        std::vector<int> res[2], cnt[2];
        for (int p = 0; p < 2; ++p) res[p].assign(n, 0), cnt[p].assign(n, 0);
        std::queue<std::pair<int, int>> q;
        res[0][0] = res[1][0] = 2;
        q.push({0, 0}), q.push({0, 1});
        while (!q.empty()) {
            int pos = q.front().first, p = q.front().second;
            q.pop();
            int o = 1 - p;
            for (int x : s[o]) {
                int prev = (pos - x + n) % n;
                if (prev == 0 || res[o][prev]) continue;
                if (res[p][pos] == 2) {
                    res[o][prev] = 1, q.push({prev, o});
                } else if (++cnt[o][prev] == k[o]) {
                    res[o][prev] = 2, q.push({prev, o});
                }
            }
        }
        for (int p = 0; p < 2; ++p)
            for (int i = 1; i < n; ++i)
                printf("%s%c", res[p][i] == 1 ? "Win" : res[p][i] == 2 ? "Lose" : "Loop",
                       i + 1 < n ? ' ' : '\n');
    }
}
