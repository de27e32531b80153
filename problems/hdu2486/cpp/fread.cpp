#include "fastio.hpp"
const int N = 4000000;
static unsigned long long a[N], b[N];
int main() {
    unsigned long long t, n, k;
    if (!read(t)) return 0;
    for (unsigned long long c = 1; c <= t && read(n) && read(k); ++c) {
        int i = 0, j = 0;
        a[0] = b[0] = 1;
        while (a[i] < n) {
            ++i;
            a[i] = b[i - 1] + 1;
            while (a[j + 1] * k < a[i]) ++j;
            b[i] = a[j] * k < a[i] ? b[j] + a[i] : a[i];
        }
        put("Case ");
        put_number(c, ':');
        if (a[i] == n) {
            put(" lose\n");
        } else {
            unsigned long long answer = 0;
            while (n) {
                if (n >= a[i]) n -= a[i], answer = a[i];
                --i;
            }
            put(" ");
            put_number(answer, '\n');
        }
    }
    flush();
}
