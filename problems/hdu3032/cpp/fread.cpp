#include "fastio.hpp"
int main() {
    unsigned long long t, n, s;
    if (!read(t)) return 0;
    while (t-- && read(n)) {
        unsigned long long sum = 0;
        for (unsigned long long i = 0; i < n && read(s); ++i)
            sum ^= s % 4 == 0 ? s - 1 : s % 4 == 3 ? s + 1 : s;
        put(sum ? "Alice\n" : "Bob\n");
    }
    flush();
}
