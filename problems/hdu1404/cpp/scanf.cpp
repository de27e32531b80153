#include <cstdio>
#include <cstdlib>
#include <cstring>
// win[v] for every digit string without a leading zero (the number v < 10^6): in increasing
// order, an unmarked v loses; mark what moves to it (a digit raised, or v0 followed by
// anything). A string starting with 0 wins.
static bool win[1000000];
int main() {
    const int N = 1000000;
    for (int v = 1; v < N; ++v) {
        if (win[v]) continue;
        int place = 1;
        for (int rest = v; rest; rest /= 10, place *= 10)
            for (int d = rest % 10 + 1; d <= 9; ++d) win[v + (d - rest % 10) * place] = true;
        for (long long first = v * 10LL, span = 1; first < N; first *= 10, span *= 10)
            for (long long x = first; x < first + span; ++x) win[x] = true;
    }
    char s[16];
    while (scanf("%15s", s) == 1)
        puts(s[0] == '0' || win[atoi(s)] ? "Yes" : "No");
}
