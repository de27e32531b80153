#include <cstring>
#include "fastio.hpp"
// Weighted Tic-Tac-Toe: minimax with memo over the 3^9 colourings, a win for the player to
// move ending the search of a colouring; totals in long long (|A| <= 10^9). Boards to the end
// of the input.
typedef long long ll;
static const int LINES[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
static ll w[9];
static signed char memo[19683];  // 0 unknown, 1 the mover wins, 2 the mover loses
static int pw[9];
static bool line(const int *c, int me) {
    for (int l = 0; l < 8; ++l)
        if (c[LINES[l][0]] == me && c[LINES[l][1]] == me && c[LINES[l][2]] == me) return true;
    return false;
}
static bool wins(int code, int *c, int me) {
    if (memo[code]) return memo[code] == 1;
    bool result = false;
    for (int i = 0; i < 9 && !result; ++i) {
        if (c[i]) continue;
        c[i] = me;
        if (line(c, me)) result = true;
        else {
            bool full = true;
            ll mine = 0, theirs = 0;
            for (int x = 0; x < 9; ++x) {
                if (!c[x]) full = false;
                else if (c[x] == me) mine += w[x];
                else theirs += w[x];
            }
            if (full) result = mine > theirs;
            else result = !wins(code + me * pw[i], c, 3 - me);
        }
        c[i] = 0;
    }
    memo[code] = result ? 1 : 2;
    return result;
}
int main() {
    for (int i = 0, p = 1; i < 9; ++i) pw[i] = p, p *= 3;
    for (;;) {
        bool complete = true;
        for (int i = 0; i < 9 && complete; ++i) complete = read_signed(w[i]);
        if (!complete) break;
        memset(memo, 0, sizeof memo);
        int c[9] = {0};
        if (wins(0, c, 1)) put("Takahashi\n", 10); else put("Aoki\n", 5);
    }
    flush();
}
