#include "fastio.hpp"
int main() {
    long long n;
    while (read(n)) put(n % 3 ? "Kiki\n" : "Cici\n");
    flush();
}
