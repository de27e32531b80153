#include <cstdio>
// The divisor game: a number is a Nim heap of its prime factors counted with multiplicity;
// a smallest-prime-factor sieve to 10^5, then the XOR per case, to the end of the input.
const int N = 100001;
static int spf[N];
int main() {
    for (int i = 2; i < N; ++i)
        if (!spf[i])
            for (int j = i; j < N; j += i)
                if (!spf[j]) spf[j] = i;
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        for (int i = 0; i < n; ++i) {
            int a, c = 0;
            scanf("%d", &a);
            while (a > 1) a /= spf[a], ++c;
            x ^= c;
        }
        puts(x ? "Anna" : "Bruno");
    }
}
