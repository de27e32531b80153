#include <cstdio>
// Divide by 18 while above 18: Stan wins iff what is left is at most 9.
int main() {
    double n;
    while (scanf("%lf", &n) == 1) {
        while (n > 18) n /= 18;
        puts(n <= 9 ? "Stan wins." : "Ollie wins.");
    }
}
