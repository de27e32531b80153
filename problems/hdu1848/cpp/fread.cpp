#include <cstring>
#include "fastio.hpp"
int main() {
    int fib[20], count = 0;
    fib[count++] = 1, fib[count++] = 2;
    while (fib[count - 1] + fib[count - 2] <= 1000) fib[count] = fib[count - 1] + fib[count - 2], ++count;
    static int sg[1001];
    bool seen[32];
    for (int n = 1; n <= 1000; ++n) {
        memset(seen, 0, sizeof seen);
        for (int j = 0; j < count && fib[j] <= n; ++j) seen[sg[n - fib[j]]] = true;
        int v = 0;
        while (seen[v]) ++v;
        sg[n] = v;
    }
    char *p = read_all();
    long long m, n, q;
    while (read(p, m) && read(p, n) && read(p, q) && (m || n || q)) {
        if (sg[m] ^ sg[n] ^ sg[q]) put("Fibo\n", 5); else put("Nacci\n", 6);
    }
    flush();
}
