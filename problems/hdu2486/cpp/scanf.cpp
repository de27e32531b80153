#include <cstdio>
// k-multiple dynamic subtraction: a[0] = b[0] = 1, a[i] = b[i-1] + 1, b[i] = a[i] + b[j] for
// the largest j with a[j] * k < a[i]; n loses iff it is some a[i], else the smallest term of
// its greedy split into a-terms is the answer.
const int N = 4000000;
static unsigned long long a[N], b[N];
int main() {
    int t;
    scanf("%d", &t);
    for (int c = 1; c <= t; ++c) {
        unsigned long long n, k;
        if (scanf("%llu %llu", &n, &k) != 2) break;
        int i = 0, j = 0;
        a[0] = b[0] = 1;
        while (a[i] < n) {
            ++i;
            a[i] = b[i - 1] + 1;
            while (a[j + 1] * k < a[i]) ++j;
            b[i] = a[j] * k < a[i] ? b[j] + a[i] : a[i];
        }
        printf("Case %d: ", c);
        if (a[i] == n) {
            puts("lose");
        } else {
            unsigned long long answer = 0;
            while (n) {
                if (n >= a[i]) n -= a[i], answer = a[i];
                --i;
            }
            printf("%llu\n", answer);
        }
    }
}
