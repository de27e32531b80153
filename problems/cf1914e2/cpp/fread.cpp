#include <algorithm>
#include "fastio.hpp"
// Game with Marbles (hard): both players take the colours in decreasing order of a_i + b_i;
// Alice's picks add a_i - 1, Bob's subtract b_i - 1.
typedef long long ll;
static ll a[200000], b[200000];
static int order[200000];
int main() {
    int t = 0, n = 0;
    read(t);
    while (t--) {
        read(n);
        for (int i = 0; i < n; ++i) read(a[i]);
        for (int i = 0; i < n; ++i) read(b[i]);
        for (int i = 0; i < n; ++i) order[i] = i;
        std::sort(order, order + n, [](int x, int y) { return a[x] + b[x] > a[y] + b[y]; });
        ll score = 0;
        for (int k = 0; k < n; ++k) score += k % 2 == 0 ? a[order[k]] - 1 : -(b[order[k]] - 1);
        put_number(score, '\n');
    }
    flush();
}
