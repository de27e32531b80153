#include <cstdio>
// Nim on the positions.
int main() {
    int m;
    while (scanf("%d", &m) == 1 && m) {
        int x = 0, p;
        for (int i = 0; i < m; ++i) scanf("%d", &p), x ^= p;
        puts(x ? "Rabbit Win!" : "Grass Win!");
    }
}
