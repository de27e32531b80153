#include <cstring>
#include "fastio.hpp"
static bool win[1000000];
int main() {
    const int N = 1000000;
    for (int v = 1; v < N; ++v) {
        if (win[v]) continue;
        int place = 1;
        for (int rest = v; rest; rest /= 10, place *= 10)
            for (int d = rest % 10 + 1; d <= 9; ++d) win[v + (d - rest % 10) * place] = true;
        for (long long first = v * 10LL, span = 1; first < N; first *= 10, span *= 10)
            memset(win + first, 1, span);
    }
    char *p = read_all();
    // Digit strings: a leading 0 wins at once; otherwise the number's entry.
    while (true) {
        while (*p && (*p < '0' || *p > '9')) ++p;
        if (!*p) break;
        bool zero = *p == '0';
        int v = 0;
        while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        if (zero || win[v]) put("Yes\n", 4); else put("No\n", 3);
    }
    flush();
}
