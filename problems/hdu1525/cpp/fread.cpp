#include "fastio.hpp"
int main() {
    unsigned long long a, b;
    while (read(a) && read(b) && (a || b)) {
        if (a < b) { unsigned long long t = a; a = b; b = t; }
        bool stan = true;
        while (a % b != 0 && a / b == 1) {
            unsigned long long t = a - b;
            a = b, b = t;
            stan = !stan;
        }
        if (stan) put("Stan wins\n", 10); else put("Ollie wins\n", 11);
    }
    flush();
}
