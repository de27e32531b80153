#include <cstdio>
#include <cstring>
// The divisor game: a number is a Nim heap of its prime factors counted with multiplicity;
// Omega for every number to 10^5 by a linear sieve, then the XOR per case, to the end of the
// input. Input in 64 KiB fread chunks, a hand-written digit loop, one output buffer.
const int N = 100001;
static unsigned char omega[N];
static int primes[N];
static char buf[1 << 16];
static size_t len, pos;
static int byte() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin), pos = 0;
        if (!len) return -1;
    }
    return buf[pos++];
}
static bool next(int &x) {
    int c = byte();
    while (c != -1 && (c < '0' || c > '9')) c = byte();
    if (c == -1) return false;
    x = 0;
    while (c >= '0' && c <= '9') x = x * 10 + (c - '0'), c = byte();
    return true;
}
static char out[1 << 16], *o = out;
static void put(const char *s, size_t n) {
    if (o + n > out + sizeof out) fwrite(out, 1, o - out, stdout), o = out;
    memcpy(o, s, n), o += n;
}
int main() {
    int count = 0;
    for (int i = 2; i < N; ++i) {
        if (!omega[i]) omega[i] = 1, primes[count++] = i;
        for (int j = 0; j < count && (long long)i * primes[j] < N; ++j) {
            omega[i * primes[j]] = omega[i] + 1;
            if (i % primes[j] == 0) break;
        }
    }
    int n, a;
    while (next(n)) {
        int x = 0;
        for (int i = 0; i < n && next(a); ++i) x ^= omega[a];
        if (x) put("Anna\n", 5); else put("Bruno\n", 6);
    }
    fwrite(out, 1, o - out, stdout);
}
