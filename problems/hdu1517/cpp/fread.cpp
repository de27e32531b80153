#include "fastio.hpp"
int main() {
    char *p = read_all();
    long long n;
    while (read(p, n)) {
        while (n > 18) n = (n + 17) / 18;
        if (n <= 9) put("Stan wins.\n", 11); else put("Ollie wins.\n", 12);
    }
    flush();
}
