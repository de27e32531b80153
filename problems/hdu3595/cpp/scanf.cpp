#include <algorithm>
#include <cstdio>
// Every-SG: each game's step count along Euclid's algorithm; the first player wins iff the
// largest is odd.
int step(int x, int y) {
    if (x > y) std::swap(x, y);
    if (x == 0) return 0;
    int s = step(y % x, x);
    if (y / x == 1) return s + 1;
    return s % 2 == 0 ? s + 1 : s + 2;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int best = 0;
        for (int i = 0; i < n; ++i) {
            int p, q;
            scanf("%d %d", &p, &q);
            best = std::max(best, step(p, q));
        }
        puts(best % 2 ? "MM" : "GG");
    }
}
