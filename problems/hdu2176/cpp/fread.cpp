#include "fastio.hpp"
int main() {
    char *p = read_all();
    static long long a[200005];
    long long m;
    while (read(p, m) && m) {
        long long x = 0;
        for (int i = 0; i < m; ++i) read(p, a[i]), x ^= a[i];
        if (!x) {
            put("No\n", 3);
            continue;
        }
        put("Yes\n", 4);
        for (int i = 0; i < m; ++i)
            if ((a[i] ^ x) < a[i]) put_number(a[i], ' '), put_number(a[i] ^ x, '\n');
    }
    flush();
}
