#include "fastio.hpp"
// Remove Pairs: win[mask] over the 2^N sets of cards left, masks in increasing order (each
// move removes two cards, a smaller mask); a mask wins iff some matching pair in it leaves a
// losing mask.
typedef unsigned long long ull;
static bool win[1 << 18];
int main() {
    ull n, a[18], b[18];
    while (read(n)) {
        for (ull i = 0; i < n; ++i) read(a[i]), read(b[i]);
        int pairs[153], count = 0;
        for (ull i = 0; i < n; ++i)
            for (ull j = i + 1; j < n; ++j)
                if (a[i] == a[j] || b[i] == b[j]) pairs[count++] = 1 << i | 1 << j;
        for (int mask = 0; mask < 1 << n; ++mask) {
            bool w = false;
            for (int k = 0; k < count && !w; ++k)
                if ((mask & pairs[k]) == pairs[k] && !win[mask ^ pairs[k]]) w = true;
            win[mask] = w;
        }
        if (win[(1 << n) - 1]) put("Takahashi\n", 10); else put("Aoki\n", 5);
    }
    flush();
}
