#include <algorithm>
#include "fastio.hpp"
int main() {
    long long fib[100];
    int count = 2;
    fib[0] = 1, fib[1] = 2;
    while (fib[count - 1] < (1LL << 32)) fib[count] = fib[count - 1] + fib[count - 2], ++count;
    long long n;
    while (read(n) && n != 0) put(std::binary_search(fib, fib + count, n) ? "Second win\n" : "First win\n");
    flush();
}
