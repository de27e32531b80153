#include "fastio.hpp"
int main() {
    long long c, n, m;
    if (!read(c)) return 0;
    while (c-- > 0 && read(n) && read(m)) put(n % (m + 1) ? "first\n" : "second\n");
    flush();
}
