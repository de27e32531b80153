#include <vector>
#include "fastio.hpp"
// partner[x]: the other member of the P-position holding x, for x up to 2 * 10^6.
int main() {
    const long long N = 2000000;
    std::vector<long long> partner(N + 1, -1), lower_of(N + 1, -1);
    long long a = 0;
    std::vector<char> taken(N + 2, 0);
    for (long long k = 0; a <= N; ++k) {
        while (a <= N && taken[a]) ++a;  // a_k: the least number not yet taken
        if (a > N) break;
        long long b = a + k;
        taken[a] = 1;
        if (b <= N) taken[b] = 1, partner[b] = a;
        partner[a] = b <= N ? b : -1;
        if (k <= N) lower_of[k] = a;
    }
    long long x, y;
    while (read(x) && read(y) && (x || y)) {
        long long moves[3][2];
        int count = 0;
        auto add = [&](long long p, long long q) {
            if (p > q) { long long t = p; p = q; q = t; }
            for (int i = 0; i < count; ++i)
                if (moves[i][0] == p && moves[i][1] == q) return;
            moves[count][0] = p, moves[count][1] = q, ++count;
        };
        long long k = y - x;
        if (lower_of[k] >= 0 && lower_of[k] < x) add(lower_of[k], lower_of[k] + k);
        // Then the one-pile positions, in increasing x.
        long long one[2][2];
        int ones = 0;
        if (partner[y] >= 0 && partner[y] < x) one[ones][0] = partner[y], one[ones][1] = y, ++ones;
        if (partner[x] >= 0 && partner[x] < y) {
            long long p = partner[x];
            one[ones][0] = p < x ? p : x, one[ones][1] = p < x ? x : p, ++ones;
        }
        if (ones == 2 && one[1][0] < one[0][0]) {
            long long t0 = one[0][0], t1 = one[0][1];
            one[0][0] = one[1][0], one[0][1] = one[1][1], one[1][0] = t0, one[1][1] = t1;
        }
        for (int i = 0; i < ones; ++i) add(one[i][0], one[i][1]);
        put(count ? "1\n" : "0\n");
        for (int i = 0; i < count; ++i) put_number(moves[i][0], ' '), put_number(moves[i][1], '\n');
    }
    flush();
}
